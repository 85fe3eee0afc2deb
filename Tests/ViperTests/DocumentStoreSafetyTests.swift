import Foundation
import Testing
import ViperLocation
import ViperTesting

@testable import Viper

#if canImport(Glibc)
    import Glibc
#endif

/// What the store must never do: overwrite what it could not read, lose another writer's
/// record, leave interrupted saves behind, or keep a file readable by others.
@Suite("DocumentStore: never lose a save")
struct DocumentStoreSafetyTests {
    let temporary: TemporaryFolder
    let notices = Notices()
    let folder: URL

    init() throws {
        temporary = try TemporaryFolder()
        folder = temporary.url.appendingPathComponent("app")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// A document that is a plain JSON array of numbers, with no rules beyond its shape.
    struct Numbers: CheckedDocument, Equatable, ExpressibleByArrayLiteral {
        var values: [Int]
        init(arrayLiteral values: Int...) { self.values = values }
        init(from decoder: any Decoder) throws { values = try decoder.singleValueContainer().decode([Int].self) }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(values)
        }
        func checked() -> Checked<Numbers> { Checked(document: self) }
    }

    func store() -> DocumentStore {
        DocumentStore(folder: folder, notices: notices)
    }

    /// The unusable things a data path can be that a process running as root still cannot read as a document.
    enum Unreadable: String, CaseIterable, Sendable {
        case folder, fifo, device, symlinkLoop

        func make(at path: String) throws {
            switch self {
            case .folder: try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            case .fifo: try #require(mkfifo(path, 0o600) == 0)
            case .device: try #require(symlink("/dev/zero", path) == 0)
            case .symlinkLoop: try #require(symlink(path, path) == 0)
            }
        }
    }

    @Test("a data path that exists but cannot be read is said once, left as it is and never saved over", arguments: Unreadable.allCases)
    func unreadableIsKept(_ kind: Unreadable) throws {
        let store = store()
        let path = store.url(of: "team").path
        try kind.make(at: path)
        #expect(store.load(Numbers.self, from: "team") == nil)
        #expect(store.load(Numbers.self, from: "team") == nil)
        let messages = notices.drain()
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("team.json cannot be read (") == true)
        #expect(throws: StorageError.keptUnreadable("team.json")) { try store.save([1], as: "team") }
        #expect(throws: StorageError.keptUnreadable("team.json")) { try store.update(Numbers.self, in: "team", initial: []) { $0.values.append(1) } }
        var status = stat()
        #expect(lstat(path, &status) == 0, "the path is still there")
        #expect(status.st_mode & S_IFMT != S_IFREG, "and was not replaced by a saved file")
    }

    @Test("only a file that does not exist is absent: no notice, and the first save creates it")
    func absentIsAbsent() throws {
        let store = store()
        #expect(store.load(Numbers.self, from: "team") == nil)
        try store.save([1], as: "team")
        #expect(store.load(Numbers.self, from: "team") == [1])
        #expect(notices.drain().isEmpty)
    }

    @Test("an existing file readable by others is tightened to 0600 when it is read, before any save")
    func looseModeIsTightenedOnLoad() throws {
        let path = store().url(of: "team").path
        try Data("[1, 2]".utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, 0o644)
        #expect(store().load(Numbers.self, from: "team") == [1, 2])
        var status = stat()
        try #require(stat(path, &status) == 0)
        #expect(status.st_mode & 0o777 == 0o600)
    }

    @Test("update reads under the lock, so a record another writer saved in between is kept")
    func updateKeepsAnotherWritersRecord() throws {
        let mine = store()
        let theirs = store()
        #expect(mine.load(Numbers.self, from: "team") == nil)
        try theirs.update(Numbers.self, in: "team", initial: []) { $0.values.append(1) }
        let saved = try mine.update(Numbers.self, in: "team", initial: []) { $0.values.append(2) }
        #expect(saved == [1, 2])
        #expect(store().load(Numbers.self, from: "team") == [1, 2])
    }

    @Test("temporary files of interrupted saves are removed when the next store opens the folder; documents stay")
    func interruptedSavesAreCleanedUp() throws {
        try store().save([1], as: "games")
        for _ in 0..<3 {
            try Data("half a save".utf8).write(to: folder.appendingPathComponent(".games.json.\(UUID().uuidString).tmp"))
        }
        try Data("kept".utf8).write(to: folder.appendingPathComponent(".hidden-but-not-ours"))
        _ = store()
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == [".hidden-but-not-ours", ".lock", "games.json"])
        #expect(store().load(Numbers.self, from: "games") == [1])
    }

    @Test("a store opened while another holds the folder's lock leaves the temporary files alone")
    func cleanUpWaitsForTheLock() throws {
        let held = store()
        try held.update(Numbers.self, in: "games", initial: []) { _ in
            _ = try? Data("in progress".utf8).write(to: folder.appendingPathComponent(".games.json.\(UUID().uuidString).tmp"))
            _ = store()
            let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
            #expect(names?.contains { $0.hasSuffix(".tmp") } == true)
        }
    }
}
