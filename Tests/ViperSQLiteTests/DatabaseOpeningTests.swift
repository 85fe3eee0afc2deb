import Foundation
import Synchronization
import Testing
import Viper
import ViperTesting

@testable import ViperSQLite

@Suite("Database: opening at the same moment")
struct DatabaseOpeningTests {
    static let migrations = [Migration(version: 1, sql: "CREATE TABLE notes (text TEXT)")]

    /// Connections released together by one signal, each on a thread of its own, open a new
    /// database. Switching a new file to WAL once answered "database is locked" to all but one
    /// in about a third of the rounds (the Darts history of a second process saved nothing).
    @Test("connections opening a new database at once all open it, migrated, and nothing is moved aside")
    func connectionsOpeningANewFileTogetherAllOpenIt() async throws {
        for round in 0..<50 {
            let folder = try TemporaryFolder(prefix: "database-opening")
            let path = folder.url.appendingPathComponent("games.sqlite").path
            let notices = Notices()
            let failures = Mutex<[String]>([])
            let start = DispatchSemaphore(value: 0)
            let done = DispatchGroup()
            let count = 3
            for _ in 0..<count {
                done.enter()
                Thread {
                    start.wait()
                    do {
                        let database = try Database.openRecovering(path: path, migrations: Self.migrations, notices: notices)
                        try database.execute("INSERT INTO notes VALUES ('opened')")
                    } catch {
                        failures.withLock { $0.append("\(error)") }
                    }
                    done.leave()
                }.start()
            }
            for _ in 0..<count { start.signal() }
            await onOwnThread { done.wait() }
            #expect(failures.withLock { $0 } == [], "round \(round)")
            #expect(notices.drain().isEmpty, "round \(round)")
            let rows = try Database(path: path).query("SELECT COUNT(*) AS n FROM notes").first?.int("n")
            #expect(rows == Int64(count), "round \(round)")
        }
    }
}
