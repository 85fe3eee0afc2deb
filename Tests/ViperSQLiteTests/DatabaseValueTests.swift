import Testing
import ViperTesting

@testable import ViperSQLite

@Suite struct DatabaseValueTests {
    let folder: TemporaryFolder
    let database: Database

    init() throws {
        folder = try TemporaryFolder(prefix: "database-values")
        database = try Database(path: folder.url.appendingPathComponent("values.sqlite").path)
        try database.execute("CREATE TABLE events (id INTEGER PRIMARY KEY, value ANY); CREATE TABLE notes (body TEXT)")
    }

    @Test(arguments: [
        SQLValue.null, .integer(0), .integer(Int64.max), .integer(Int64.min), .real(3.25), .real(-0.5),
        .text(""), .text("plain"), .text("Café 🎉 日本語 \u{0}nul"), .blob([]), .blob([0, 1, 255, 0]),
    ])
    func valueRoundTrips(_ value: SQLValue) throws {
        try database.execute("INSERT INTO events (value) VALUES (?)", [value])
        let rows = try database.query("SELECT value FROM events WHERE id = ?", [.integer(database.lastInsertRowID)])
        #expect(rows.map { $0["value"] } == [value])
    }

    @Test func injectionTextIsStoredLiterally() throws {
        let attack = "'); DROP TABLE events;--"
        try database.execute("INSERT INTO notes (body) VALUES (?)", [.text(attack)])
        #expect(try database.query("SELECT body FROM notes WHERE body = ?", [.text(attack)]).map { $0.string("body") } == [attack])
        #expect(try database.query("SELECT COUNT(*) AS n FROM sqlite_schema WHERE name = 'events'").first?.int("n") == 1)
    }

    @Test func rowHelpersReturnNilForOtherTypes() throws {
        let row = try #require(try database.query("SELECT 7 AS i, 2.5 AS r, 'x' AS t, x'0102' AS b, NULL AS n").first)
        #expect(row.int("i") == 7 && row.double("r") == 2.5 && row.string("t") == "x" && row.blob("b") == [1, 2])
        #expect(row.double("i") == 7)
        #expect(row.int("t") == nil && row.string("i") == nil && row.blob("t") == nil && row.int("n") == nil)
        #expect(row["missing"] == .null && row["I"] == .integer(7))
    }

    @Test func literalsBuildValues() {
        let values: [SQLValue] = [nil, 1, 1.5, "a", true]
        #expect(values == [.null, .integer(1), .real(1.5), .text("a"), .integer(1)])
    }

    @Test func parameterCountMustMatch() throws {
        #expect(throws: DatabaseError.self) { try database.execute("INSERT INTO notes (body) VALUES (?)") }
        #expect(throws: DatabaseError.self) { try database.execute("INSERT INTO notes (body) VALUES (?)", ["a", "b"]) }
        #expect(throws: DatabaseError.self) { try database.execute("DELETE FROM notes", ["a"]) }
        #expect(try database.query("SELECT COUNT(*) AS n FROM notes").first?.int("n") == 0)
    }

    @Test func queryRefusesSeveralStatementsBeforeRunningAny() throws {
        let error = #expect(throws: DatabaseError.self) {
            try database.query("INSERT INTO notes (body) VALUES ('a'); SELECT * FROM notes")
        }
        #expect(error?.message.contains("several") == true)
        #expect(try database.query("SELECT COUNT(*) AS n FROM notes").first?.int("n") == 0)
    }

    @Test func errorsCarrySQLiteMessageOnOneLine() throws {
        let error = #expect(throws: DatabaseError.self) { try database.query("SELECT *\nFROM nowhere") }
        #expect(error?.message.contains("no such table: nowhere") == true)
        #expect(error?.message.contains("\n") == false)
        #expect(error?.code == 1)
    }
}
