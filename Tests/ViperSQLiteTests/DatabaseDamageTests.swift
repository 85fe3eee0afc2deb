import Foundation
import Testing
import Viper
import ViperTesting

@testable import ViperSQLite

@Suite("Database: damaged pages are found, the file kept aside, the readable rows carried over")
struct DatabaseDamageTests {
    static let migrations = [Migration(version: 1, sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)")]
    static let rowCount = 2_000

    let folder: TemporaryFolder
    let path: String
    let notices = Notices()

    init() throws {
        folder = try TemporaryFolder(prefix: "database-damage")
        path = folder.url.appendingPathComponent("events.sqlite").path
        let database = try Database.openRecovering(path: path, migrations: Self.migrations, notices: notices)
        try database.transaction {
            for index in 1...Self.rowCount {
                try database.execute("INSERT INTO notes (text) VALUES (?)", [.text("note \(index) " + String(repeating: "x", count: 100))])
            }
        }
    }

    /// Overwrites with garbage the page of the table that holds note 1000, in the middle of
    /// the file, and returns the file's bytes.
    @discardableResult
    func damageMiddlePage() throws -> Data {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let marker = try #require(bytes.range(of: Data("note 1000 ".utf8)))
        let page = marker.lowerBound / 4096 * 4096
        let file = try #require(FileHandle(forWritingAtPath: path))
        try file.seek(toOffset: UInt64(page))
        try file.write(contentsOf: Data(repeating: 0xA5, count: 4096))
        try file.close()
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    func ids(_ database: Database) throws -> [Int64] {
        try database.query("SELECT id FROM notes ORDER BY id").compactMap { $0.int("id") }
    }

    @Test("a damaged page is found on opening: the file is kept aside, every other row carried over, one note; saves work")
    func damageFoundOnOpening() throws {
        let damagedBytes = try damageMiddlePage()
        _ = notices.drain()

        let database = try Database.openRecovering(path: path, migrations: Self.migrations, notices: notices)
        let kept = try ids(database)
        #expect(!kept.contains(1000), "the rows on the damaged page are lost")
        #expect(kept.count > Self.rowCount - 100, "only the rows of that page: \(kept.count) kept")
        #expect(kept.first == 1 && kept.last == Int64(Self.rowCount), "rows before and after the damage are carried over")
        #expect(
            notices.drain() == [
                "events.sqlite was damaged (database disk image is malformed); moved it to events.corrupt-1.sqlite and carried over the \(kept.count) rows it could still read"
            ])
        #expect(try Data(contentsOf: folder.url.appendingPathComponent("events.corrupt-1.sqlite")) == damagedBytes, "the damaged file is kept as it was")
        try database.execute("INSERT INTO notes (text) VALUES ('after')")
        #expect(try database.query("PRAGMA quick_check").first?[0] == "ok")
    }

    @Test("checked after opening, a damaged page is found all the same: the file kept aside, the rows carried over, one note; saves work")
    func damageFoundByTheCheckAfterOpening() async throws {
        let damagedBytes = try damageMiddlePage()
        _ = notices.drain()

        let database = try Database.openRecovering(path: path, migrations: Self.migrations, notices: notices, integrity: .afterOpening)
        await database.integrityChecked()
        // Found by the check, before any call met the damage.
        let note = notices.drain()
        #expect(try Data(contentsOf: folder.url.appendingPathComponent("events.corrupt-1.sqlite")) == damagedBytes, "the damaged file is kept as it was")
        let kept = try ids(database)
        #expect(!kept.contains(1000), "the rows on the damaged page are lost")
        #expect(kept.first == 1 && kept.last == Int64(Self.rowCount), "rows before and after the damage are carried over")
        #expect(
            note == [
                "events.sqlite was damaged (database disk image is malformed); moved it to events.corrupt-1.sqlite and carried over the \(kept.count) rows it could still read"
            ])
        try database.execute("INSERT INTO notes (text) VALUES ('after')")
        #expect(try database.query("PRAGMA quick_check").first?[0] == "ok")
    }

    @Test("checked after opening, a sound file is used while the check runs, and the check changes nothing")
    func soundFileCheckedAfterOpening() async throws {
        _ = notices.drain()
        let database = try Database.openRecovering(path: path, migrations: Self.migrations, notices: notices, integrity: .afterOpening)
        try database.execute("INSERT INTO notes (text) VALUES ('while checking')")
        await database.integrityChecked()
        #expect(notices.drain().isEmpty)
        #expect(try ids(database).count == Self.rowCount + 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).allSatisfy { !$0.contains("corrupt") })
    }

    @Test("damage met after opening is recovered from on the spot; the call that met it runs again and succeeds")
    func damageMetLater() throws {
        let database = try Database.openRecovering(path: path, migrations: Self.migrations, notices: notices)
        #expect(try ids(database).count == Self.rowCount)
        try damageMiddlePage()
        // Another connection's commit makes this one read the file again rather than its cache;
        // the row stays in the -wal, which is carried over too.
        try Database(path: path).execute("INSERT INTO notes (text) VALUES ('from elsewhere')")

        let kept = try ids(database)
        #expect(!kept.contains(1000))
        #expect(kept.count > Self.rowCount - 100)
        #expect(try database.query("SELECT text FROM notes ORDER BY id DESC LIMIT 1").first?.string("text") == "from elsewhere")
        let messages = notices.drain()
        #expect(
            messages == [
                "events.sqlite was damaged (database disk image is malformed); moved it to events.corrupt-1.sqlite and carried over the \(kept.count) rows it could still read"
            ])
        try database.execute("INSERT INTO notes (text) VALUES ('saved after the damage')")
        let reopened = try Database.openRecovering(path: path, migrations: Self.migrations, notices: notices)
        #expect(try reopened.query("SELECT COUNT(*) AS n FROM notes").first?.int("n") == Int64(kept.count + 1))
        #expect(notices.drain().isEmpty, "the fresh file is sound")
    }

    @Test("a file that is not a database, with a sound header, is moved aside and started afresh")
    func notADatabase() throws {
        var bytes = Data("SQLite format 3\0".utf8)
        bytes.append(Data(repeating: 0xFF, count: 8192 - bytes.count))
        try bytes.write(to: URL(fileURLWithPath: path))
        _ = notices.drain()

        let database = try Database.openRecovering(path: path, migrations: Self.migrations, notices: notices)
        try database.execute("INSERT INTO notes (text) VALUES ('new')")
        #expect(try ids(database) == [1])
        #expect(notices.drain() == ["events.sqlite was damaged (file is not a database); moved it to events.corrupt-1.sqlite and started afresh"])
        #expect(try Data(contentsOf: folder.url.appendingPathComponent("events.corrupt-1.sqlite")) == bytes)
    }

    @Test("a connection whose file another one replaced after damage follows it: its writes are not lost in the file kept aside")
    func followsAReplacedFile() throws {
        let first = try Database.openRecovering(path: path, migrations: Self.migrations, notices: notices)
        // What another connection's recovery does: the file moved aside, a fresh one in its place.
        _ = try Database.moveAside(path)
        let second = try Database.openRecovering(path: path, migrations: Self.migrations, notices: notices)

        try first.execute("INSERT INTO notes (text) VALUES ('written by the first')")
        #expect(try second.query("SELECT text FROM notes").map { $0.string("text") } == ["written by the first"])
    }
}
