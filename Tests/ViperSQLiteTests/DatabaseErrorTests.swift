import Testing
import ViperTesting

@testable import ViperSQLite

@Suite("Database errors: messages for people, SQL for debugging")
struct DatabaseErrorTests {
    let folder: TemporaryFolder
    let database: Database

    init() throws {
        folder = try TemporaryFolder(prefix: "database-errors")
        database = try Database(path: folder.url.appendingPathComponent("errors.sqlite").path)
    }

    @Test("a failing statement's message names no SQL; the statement is kept apart and in debugDescription")
    func messageHasNoSQL() throws {
        let error = #expect(throws: DatabaseError.self) { try database.query("SELECT  *\n FROM nowhere") }
        #expect(error?.message == "no such table: nowhere")
        #expect(error?.description == "SQLite error 1: no such table: nowhere")
        #expect(error?.statement == "SELECT * FROM nowhere")
        #expect(error?.debugDescription == "SQLite error 1: no such table: nowhere (in: SELECT * FROM nowhere)")
    }

    @Test("misuse and failed migrations keep SQL out of the message too")
    func otherMessagesHaveNoSQL() throws {
        let misuse = #expect(throws: DatabaseError.self) { try database.execute("SELECT ?", [1, 2]) }
        #expect(misuse?.message == "the statement takes 1 parameters but 2 were given")
        #expect(misuse?.statement == "SELECT ?")
        let migration = #expect(throws: DatabaseError.self) { try database.migrate([Migration(version: 1, sql: "DELETE FROM nowhere")]) }
        #expect(migration?.message == "migration 1 failed: no such table: nowhere")
        #expect(migration?.statement == "DELETE FROM nowhere")
    }
}
