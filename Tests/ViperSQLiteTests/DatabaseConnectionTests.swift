import Foundation
import Testing
import ViperTesting

@testable import ViperSQLite

@Suite struct DatabaseConnectionTests {
    let folder: TemporaryFolder
    let path: String

    init() throws {
        folder = try TemporaryFolder(prefix: "database-connections")
        path = folder.url.appendingPathComponent("nested/folder/shared.sqlite").path
    }

    @Test func twoConnectionsSeeEachOthersCommits() throws {
        let writer = try Database(path: path)
        let reader = try Database(path: path)
        try writer.execute("CREATE TABLE events (title TEXT)")
        try writer.transaction { try writer.execute("INSERT INTO events VALUES (?)", ["from writer"]) }
        #expect(try reader.query("SELECT title FROM events").map { $0.string("title") } == ["from writer"])
        try reader.execute("INSERT INTO events VALUES (?)", ["from reader"])
        #expect(try writer.query("SELECT COUNT(*) AS n FROM events").first?.int("n") == 2)
    }

    @Test func theChangeMarkMovesWithEveryCommitOfEitherConnectionAndWithNothingElse() throws {
        let watcher = try Database(path: path)
        let other = try Database(path: path)
        try watcher.execute("CREATE TABLE events (title TEXT)")
        let start = try watcher.changeMark()
        _ = try other.query("SELECT * FROM events")
        _ = try watcher.query("SELECT * FROM events")
        #expect(try watcher.changeMark() == start, "reads move nothing")

        try other.execute("INSERT INTO events VALUES (?)", ["elsewhere"])
        let afterOther = try watcher.changeMark()
        #expect(afterOther != start, "another connection's commit moves it")
        #expect(try watcher.changeMark() == afterOther)

        try watcher.execute("INSERT INTO events VALUES (?)", ["here"])
        #expect(try watcher.changeMark() != afterOther, "its own commit moves it")
    }

    @Test func opensInWALModeWithFullSyncAndForeignKeys() throws {
        let database = try Database(path: path)
        #expect(try database.query("PRAGMA journal_mode").first?[0] == "wal")
        #expect(try database.query("PRAGMA synchronous").first?[0] == 2)
        #expect(try database.query("PRAGMA foreign_keys").first?[0] == 1)
        #expect(try database.query("PRAGMA busy_timeout").first?[0] == .integer(Int64(Database.busyTimeoutMilliseconds)))
    }

    @Test func foreignKeysAreEnforced() throws {
        let database = try Database(path: path)
        try database.execute("CREATE TABLE users (id INTEGER PRIMARY KEY); CREATE TABLE events (owner INTEGER REFERENCES users (id))")
        let error = #expect(throws: DatabaseError.self) { try database.execute("INSERT INTO events VALUES (?)", [42]) }
        #expect(error?.message.contains("FOREIGN KEY") == true)
    }

    @Test func filesAreOwnerOnly() throws {
        let database = try Database(path: path)
        try database.execute("CREATE TABLE events (title TEXT)")
        for file in [path, path + "-wal", path + "-shm"] {
            let attributes = try FileManager.default.attributesOfItem(atPath: file)
            #expect((attributes[.posixPermissions] as? Int).map { $0 & 0o777 } == 0o600, "\(file)")
        }
        let folderAttributes = try FileManager.default.attributesOfItem(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path)
        #expect((folderAttributes[.posixPermissions] as? Int).map { $0 & 0o777 } == 0o700)
    }

    @Test func unopenablePathGivesClearError() throws {
        let blocker = folder.url.appendingPathComponent("file")
        try Data().write(to: blocker)
        let error = #expect(throws: DatabaseError.self) { try Database(path: blocker.appendingPathComponent("db.sqlite").path) }
        #expect(error?.message == "cannot use the data folder \(blocker.path): \(blocker.path) is not a folder")
    }
}
