import Foundation
import Testing
import ViperTesting

@testable import Viper

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("DocumentStore")
struct DocumentStoreTests {
    struct Progress: CheckedDocument, Equatable {
        var level: Int
        var name: String
        var scores: [Double]

        func checked() -> Checked<Progress> { Checked(document: self) }
    }

    let temporary: TemporaryFolder
    let notices = Notices()
    let store: DocumentStore

    init() throws {
        temporary = try TemporaryFolder()
        store = DocumentStore(folder: temporary.url.appendingPathComponent("data/viper/darts"), notices: notices)
    }

    func permissions(_ url: URL) throws -> mode_t {
        var info = stat()
        try #require(stat(url.path, &info) == 0)
        return info.st_mode & 0o7777
    }

    /// What is in `folder`, less the lock file every store keeps there.
    func contents(of folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != ".lock" }.sorted()
    }

    @Test("a saved document loads back equal")
    func roundTrip() throws {
        let progress = Progress(level: 3, name: "Ёжик \"q\"", scores: [1.5, 20])
        try store.save(progress, as: "progress")
        #expect(store.load(Progress.self, from: "progress") == progress)

        let next = Progress(level: 4, name: "b", scores: [])
        try store.save(next, as: "progress")
        #expect(store.load(Progress.self, from: "progress") == next)
        #expect(notices.drain().isEmpty)
    }

    @Test("a document never saved loads as nil without a notice")
    func missing() {
        #expect(store.load(Progress.self, from: "nothing") == nil)
        #expect(notices.drain().isEmpty)
    }

    @Test("files are 0600 and the folders created for them 0700")
    func permissionsAreTight() throws {
        try store.save(Progress(level: 1, name: "a", scores: []), as: "progress")
        #expect(try permissions(store.url(of: "progress")) == 0o600)
        #expect(try permissions(store.folder) == 0o700)
        #expect(try permissions(store.folder.deletingLastPathComponent()) == 0o700)
    }

    @Test("folders that existed keep their modes: the store's own, and the parents it did not create")
    func existingFoldersKeepTheirModes() throws {
        let shared = store.folder.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        chmod(shared.path, 0o1777)
        try store.save(Progress(level: 1, name: "a", scores: []), as: "progress")
        #expect(try permissions(shared) == 0o1777)
        #expect(try permissions(store.folder) == 0o700)

        chmod(store.folder.path, 0o755)
        try store.save(Progress(level: 2, name: "b", scores: []), as: "progress")
        #expect(try permissions(store.folder) == 0o755)
        #expect(try permissions(store.url(of: "progress")) == 0o600)
    }

    @Test("no temporary file is left behind")
    func noTemporaryFiles() throws {
        try store.save(Progress(level: 1, name: "a", scores: []), as: "progress")
        try store.save(Progress(level: 2, name: "b", scores: []), as: "progress")
        try store.save(["x": 1], as: "other")
        #expect(try contents(of: store.folder) == ["other.json", "progress.json"])
    }

    @Test("a corrupt file is moved aside as .corrupt-1 then .corrupt-2, with one notice each, and loads as nil")
    func corrupt() throws {
        let file = store.url(of: "progress")
        try FileManager.default.createDirectory(at: store.folder, withIntermediateDirectories: true)
        try Data("{ not json".utf8).write(to: file)

        #expect(store.load(Progress.self, from: "progress") == nil)
        let first = notices.drain()
        #expect(first.count == 1)
        #expect(first.first?.contains("progress.corrupt-1.json") == true)
        #expect(try contents(of: store.folder) == ["progress.corrupt-1.json"])
        #expect(try Data(contentsOf: store.folder.appendingPathComponent("progress.corrupt-1.json")) == Data("{ not json".utf8))

        try Data(#"{"level":"three"}"#.utf8).write(to: file)
        #expect(store.load(Progress.self, from: "progress") == nil)
        #expect(notices.drain().count == 1)
        #expect(try contents(of: store.folder) == ["progress.corrupt-1.json", "progress.corrupt-2.json"])

        #expect(store.load(Progress.self, from: "progress") == nil)
        #expect(notices.drain().isEmpty)

        let fresh = Progress(level: 1, name: "again", scores: [])
        try store.save(fresh, as: "progress")
        #expect(store.load(Progress.self, from: "progress") == fresh)
        #expect(try contents(of: store.folder) == ["progress.corrupt-1.json", "progress.corrupt-2.json", "progress.json"])
    }

    @Test("saves of one document from several tasks at once all succeed, and the last one is whole")
    func concurrentSaves() async throws {
        struct Snapshot: CheckedDocument, Equatable {
            var writer: Int
            var round: Int
            var payload: [String]

            func checked() -> Checked<Snapshot> { Checked(document: self) }
        }
        let store = store
        let payload = Array(repeating: "x", count: 2_000)
        let failures = await withTaskGroup(of: [String].self) { group in
            for writer in 0..<4 {
                group.addTask {
                    var failures: [String] = []
                    for round in 0..<50 {
                        do {
                            try store.save(Snapshot(writer: writer, round: round, payload: payload), as: "shared")
                        } catch {
                            failures.append("\(error)")
                        }
                    }
                    return failures
                }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
        let failed = failures.count
        #expect(failed == 0, "\(failed) of 200 saves failed, first: \(failures.first ?? "none")")
        let last = try #require(store.load(Snapshot.self, from: "shared"))
        #expect(last.payload == payload && last.round == 49)
        #expect(try contents(of: store.folder) == ["shared.json"])
        #expect(notices.drain().isEmpty)
    }

    @Test("the folder is dataDirectory/<app> when a data directory is given")
    func folderFromDataDirectory() {
        let folder = DocumentStore.folder(app: "darts", dataDirectory: "/srv/data", environment: ["XDG_DATA_HOME": "/xdg", "HOME": "/home/u"])
        #expect(folder.path == "/srv/data/darts")
    }

    @Test("else $XDG_DATA_HOME/viper/<app>")
    func folderFromXDG() {
        let folder = DocumentStore.folder(app: "darts", dataDirectory: nil, environment: ["XDG_DATA_HOME": "/xdg/data", "HOME": "/home/u"])
        #expect(folder.path == "/xdg/data/viper/darts")
    }

    @Test("else $HOME/.local/share/viper/<app>, also when XDG_DATA_HOME is empty or relative")
    func folderFromHome() {
        for environment in [["HOME": "/home/u"], ["HOME": "/home/u", "XDG_DATA_HOME": ""], ["HOME": "/home/u", "XDG_DATA_HOME": "relative/dir"]] {
            let folder = DocumentStore.folder(app: "darts", dataDirectory: nil, environment: environment)
            #expect(folder.path == "/home/u/.local/share/viper/darts")
        }
    }
}
