import Testing
import ViperTesting

@testable import ViperSQLite

@Suite struct DatabaseMigrationTests {
    let folder: TemporaryFolder
    let path: String
    let migrations = [
        Migration(version: 1, sql: "CREATE TABLE events (id INTEGER PRIMARY KEY, title TEXT NOT NULL)"),
        Migration(version: 2, sql: "ALTER TABLE events ADD COLUMN place TEXT; CREATE INDEX events_place ON events (place)"),
    ]

    init() throws {
        folder = try TemporaryFolder(prefix: "database-migrations")
        path = folder.url.appendingPathComponent("schema.sqlite").path
    }

    @Test func freshDatabaseReachesLatestVersion() throws {
        let database = try Database(path: path)
        #expect(try database.schemaVersion == 0)
        try database.migrate(migrations)
        #expect(try database.schemaVersion == 2)
        try database.execute("INSERT INTO events (title, place) VALUES (?, ?)", ["Concert", "Park"])
    }

    @Test func runningAgainIsNoOp() throws {
        let database = try Database(path: path)
        try database.migrate(migrations)
        try database.execute("INSERT INTO events (title) VALUES ('kept')")
        try database.migrate(migrations)
        try Database(path: path).migrate(migrations)
        #expect(try database.schemaVersion == 2)
        #expect(try database.query("SELECT title FROM events").map { $0.string("title") } == ["kept"])
    }

    @Test func failingMigrationRollsBackAndKeepsVersion() throws {
        let database = try Database(path: path)
        try database.migrate([migrations[0]])
        let broken = Migration(version: 2, sql: "CREATE TABLE extra (id INTEGER); INSERT INTO nowhere VALUES (1)")
        let error = #expect(throws: DatabaseError.self) { try database.migrate([migrations[0], broken]) }
        #expect(error?.message.contains("migration 2 failed") == true)
        #expect(error?.message.contains("no such table: nowhere") == true)
        #expect(try database.schemaVersion == 1)
        #expect(try database.query("SELECT name FROM sqlite_schema WHERE name = 'extra'").isEmpty)
        try database.migrate(migrations)
        #expect(try database.schemaVersion == 2)
    }

    @Test func newerDatabaseIsRefused() throws {
        try Database(path: path).migrate(migrations + [Migration(version: 3, sql: "CREATE TABLE future (id INTEGER)")])
        let error = #expect(throws: DatabaseError.self) { try Database(path: path).migrate(migrations) }
        #expect(error?.message.contains("schema version 3, newer than the 2 this app knows") == true)
    }

    @Test func duplicateVersionsAreRefused() throws {
        let database = try Database(path: path)
        #expect(throws: DatabaseError.self) { try database.migrate([migrations[0], migrations[0]]) }
        #expect(throws: DatabaseError.self) { try database.migrate([Migration(version: 0, sql: "SELECT 1")]) }
        #expect(try database.schemaVersion == 0)
    }
}
