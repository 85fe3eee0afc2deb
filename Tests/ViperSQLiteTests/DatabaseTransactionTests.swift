import Foundation
import Testing
import ViperTesting

@testable import ViperSQLite

@Suite struct DatabaseTransactionTests {
    struct Abort: Error {}

    let folder: TemporaryFolder
    let database: Database

    init() throws {
        folder = try TemporaryFolder(prefix: "database-transactions")
        database = try Database(path: folder.url.appendingPathComponent("tx.sqlite").path)
        try database.execute("CREATE TABLE events (id INTEGER PRIMARY KEY, title TEXT UNIQUE)")
    }

    func titles() throws -> [String?] {
        try database.query("SELECT title FROM events ORDER BY id").map { $0.string("title") }
    }

    @Test func commitsAndReturnsBodyValue() throws {
        let id = try database.transaction {
            try database.execute("INSERT INTO events (title) VALUES (?)", ["a"])
            return database.lastInsertRowID
        }
        #expect(id == 1)
        #expect(try titles() == ["a"])
    }

    @Test func rollsBackOnThrownError() throws {
        #expect(throws: Abort.self) {
            try database.transaction {
                try database.execute("INSERT INTO events (title) VALUES (?)", ["gone"])
                throw Abort()
            }
        }
        #expect(throws: DatabaseError.self) {
            try database.transaction {
                try database.execute("INSERT INTO events (title) VALUES (?)", ["twice"])
                try database.execute("INSERT INTO events (title) VALUES (?)", ["twice"])
            }
        }
        #expect(try titles().isEmpty)
    }

    /// Nested transactions are savepoints: an inner failure undoes only the inner work.
    @Test func nestedTransactionsAreSavepoints() throws {
        try database.transaction {
            try database.execute("INSERT INTO events (title) VALUES ('outer')")
            try? database.transaction {
                try database.execute("INSERT INTO events (title) VALUES ('inner, undone')")
                throw Abort()
            }
            try database.transaction {
                try database.execute("INSERT INTO events (title) VALUES ('inner, kept')")
            }
        }
        #expect(try titles() == ["outer", "inner, kept"])
    }

    @Test func outerRollbackUndoesCommittedInnerWork() throws {
        #expect(throws: Abort.self) {
            try database.transaction {
                try database.transaction { try database.execute("INSERT INTO events (title) VALUES ('inner')") }
                throw Abort()
            }
        }
        #expect(try titles().isEmpty)
    }

    @Test func concurrentTransactionsFromManyThreadsAreSerialized() throws {
        let database = database
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for index in 0..<25 {
                _ = try? database.transaction {
                    try database.execute("INSERT INTO events (title) VALUES (?)", [.text("\(thread)-\(index)")])
                    return database.lastInsertRowID
                }
            }
        }
        #expect(try database.query("SELECT COUNT(*) AS n FROM events").first?.int("n") == 200)
    }
}
