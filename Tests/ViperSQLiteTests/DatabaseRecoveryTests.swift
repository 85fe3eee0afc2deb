import Foundation
import Testing
import Viper
import ViperTesting

@testable import ViperSQLite

@Suite("Database: damaged files and unusable folders")
struct DatabaseRecoveryTests {
    static let migrations = [Migration(version: 1, sql: "CREATE TABLE notes (text TEXT)")]

    let folder: TemporaryFolder
    let path: String
    let notices = Notices()

    init() throws {
        folder = try TemporaryFolder(prefix: "database-recovery")
        path = folder.url.appendingPathComponent("events.sqlite").path
    }

    func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
    }

    /// A database with one note, closed, then damaged by `damage`.
    func makeDamaged(_ damage: (String) throws -> Void) throws -> Data {
        do {
            let database = try Database.openRecovering(path: path, migrations: Self.migrations, notices: notices)
            try database.execute("INSERT INTO notes VALUES ('kept bytes')")
        }
        try damage(path)
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    enum Damage: String, CaseIterable, Sendable {
        case garbage, truncatedHeader, zeroedHeader

        func apply(to path: String) throws {
            let url = URL(fileURLWithPath: path)
            var data = try Data(contentsOf: url)
            switch self {
            case .garbage: data = Data(repeating: 0x5A, count: 8192)
            case .truncatedHeader: data = data.prefix(50)
            case .zeroedHeader: data.replaceSubrange(0..<100, with: Data(count: 100))
            }
            try data.write(to: url)
        }
    }

    @Test("a damaged file is moved aside, with its -wal and -shm, with one note; a fresh database works", arguments: Damage.allCases)
    func damagedFileIsMovedAside(_ damage: Damage) throws {
        let damagedBytes = try makeDamaged(damage.apply)
        try Data("wal".utf8).write(to: URL(fileURLWithPath: path + "-wal"))
        try Data("shm".utf8).write(to: URL(fileURLWithPath: path + "-shm"))
        _ = notices.drain()

        let database = try Database.openRecovering(path: path, migrations: Self.migrations, notices: notices)
        try database.execute("INSERT INTO notes VALUES ('new')")
        #expect(try database.query("SELECT COUNT(*) AS n FROM notes").first?.int("n") == 1)
        let messages = notices.drain()
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("events.sqlite was damaged (") == true)
        #expect(messages.first?.hasSuffix("; moved it to events.corrupt-1.sqlite and started afresh") == true)
        let aside = folder.url.appendingPathComponent("events.corrupt-1.sqlite")
        #expect(try Data(contentsOf: aside) == damagedBytes, "the damaged bytes are kept")
        #expect(try String(contentsOf: URL(fileURLWithPath: aside.path + "-wal"), encoding: .utf8) == "wal")
        #expect(try String(contentsOf: URL(fileURLWithPath: aside.path + "-shm"), encoding: .utf8) == "shm")
    }

    @Test("a second rescue takes the next free number; the first is kept")
    func secondRescue() throws {
        for _ in 0..<2 {
            _ = try makeDamaged(Damage.garbage.apply)
            _ = try Database.openRecovering(path: path, migrations: Self.migrations, notices: notices)
        }
        #expect(try names().filter { $0.contains("corrupt") } == ["events.corrupt-1.sqlite", "events.corrupt-2.sqlite"])
    }

    @Test("a sound database is opened as it is, with no note")
    func soundDatabase() throws {
        _ = try makeDamaged { _ in }
        let database = try Database.openRecovering(path: path, migrations: Self.migrations, notices: notices)
        #expect(try database.query("SELECT text FROM notes").map { $0.string("text") } == ["kept bytes"])
        #expect(notices.drain().isEmpty)
    }

    @Test("a data folder that is a file gives one plain line naming the folder")
    func folderIsAFile() throws {
        let blocker = folder.url.appendingPathComponent("data")
        try Data().write(to: blocker)
        let error = #expect(throws: DatabaseError.self) {
            try Database.openRecovering(path: blocker.appendingPathComponent("events.sqlite").path, migrations: Self.migrations, notices: notices)
        }
        #expect(error?.message == "cannot use the data folder \(blocker.path): \(blocker.path) is not a folder")
        #expect(notices.drain().isEmpty, "nothing was damaged, so nothing was moved")
    }

    @Test("a database path that is a folder is said to be one, and left as it is")
    func databaseIsAFolder() throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        let error = #expect(throws: DatabaseError.self) {
            try Database.openRecovering(path: path, migrations: Self.migrations, notices: notices)
        }
        #expect(error?.message == "\((path as NSString).lastPathComponent) is a folder, not a database file; it is left as it is")
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue)
    }

    @Test("an existing database readable by others is tightened to 0600 when opened")
    func looseModeIsTightened() throws {
        _ = try makeDamaged { chmod($0, 0o644) }
        _ = try Database.openRecovering(path: path, migrations: Self.migrations, notices: notices)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int).map { $0 & 0o777 } == 0o600)
    }
}
