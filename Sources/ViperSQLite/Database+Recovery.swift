import CSQLite
import Foundation
import Viper

extension Database {
    /// Opens and migrates the database at `path`. A file that is not a sound database
    /// (garbage, truncated, or with pages `PRAGMA quick_check` finds damaged) is treated like
    /// a corrupt document: moved aside with its -wal and -shm, and a fresh database started in
    /// its place, into which every row that can still be read is carried over; one note says so.
    /// Damage met later, by any call, is recovered from the same way (see `recoveringFromDamage`).
    ///
    /// `integrity` says when the pages are read for damage: before this returns, or after, on
    /// a thread of its own (``integrityChecked()`` waits for it). The header is read before.
    ///
    /// Anything else (a folder that cannot be written, a newer schema) is thrown as it is.
    public static func openRecovering(
        path: String, migrations: [Migration], notices: Notices, integrity: IntegrityCheck = .onOpening
    ) throws(DatabaseError) -> Database {
        try openRecovering(path: path, migrations: migrations, reportingTo: { notices.post($0) }, integrity: integrity)
    }

    /// Opens the database at `path` as `openRecovering(path:migrations:notices:integrity:)` does,
    /// telling `report` what it recovered from instead of posting a notice: a server's log, say.
    public static func openRecovering(
        path: String, migrations: [Migration], reportingTo report: @escaping @Sendable (String) -> Void, integrity: IntegrityCheck = .onOpening
    ) throws(DatabaseError) -> Database {
        let openingLock = try OpeningLock(forDatabaseAt: path)
        defer { openingLock.release() }
        // SQLite would wait forever on a FIFO, and read a device as a file.
        if let kind = FileKind.ofNonRegularFile(at: path) {
            throw DatabaseError(code: SQLITE_CANTOPEN, message: "\((path as NSString).lastPathComponent) is \(kind), not a database file; it is left as it is")
        }
        let database: Database
        do throws(DatabaseError) {
            // Checked before SQLite opens the file: SQLite would delete a -wal it cannot use.
            if !OpenDatabaseFiles.contains(path: path), let problem = headerProblem(at: path) { throw DatabaseError(code: SQLITE_NOTADB, message: problem) }
            database = try openMigrated(path: path, migrations: migrations, checkingIntegrity: integrity == .onOpening)
        } catch  where error.isDamage {
            let aside = try moveAside(path)
            database = try openMigrated(path: path, migrations: migrations, checkingIntegrity: false)
            database.carryOver(from: aside, damage: error, report: report)
        }
        database.lock.withLock { database.recovery = DamageRecovery(migrations: migrations, report: report) }
        if integrity == .afterOpening { database.checkIntegrityInBackground() }
        return database
    }

    /// Copies what can still be read from the damaged file moved to `aside`, and says so in
    /// one line.
    func carryOver(from aside: String, damage: DatabaseError, report: @Sendable (String) -> Void) {
        // A file that is not a database has nothing to carry over, and attaching it would rewrite its -shm.
        let rows = damage.code & 0xff == SQLITE_CORRUPT ? salvage(from: aside) : 0
        let outcome = rows == 0 ? "started afresh" : "carried over the \(rows) \(rows == 1 ? "row" : "rows") it could still read"
        report(
            "\((path as NSString).lastPathComponent) was damaged (\(damage.message)); moved it to \((aside as NSString).lastPathComponent) and \(outcome)")
    }

    /// Every database file starts with this; an empty file is a database not yet written.
    private static let header = Array("SQLite format 3\0".utf8)

    private static func headerProblem(at path: String) -> String? {
        guard let file = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? file.close() }
        guard let start = try? file.read(upToCount: 100), !start.isEmpty else { return nil }
        guard start.count == 100 else { return "the file is too short to be a database" }
        return Array(start.prefix(header.count)) == header ? nil : "the file is not a database"
    }

    private static func openMigrated(path: String, migrations: [Migration], checkingIntegrity: Bool) throws(DatabaseError) -> Database {
        let database = try Database(path: path, holdingOpeningLock: true)
        if checkingIntegrity { try database.checkIntegrity() }
        try database.migrate(migrations)
        return database
    }

    /// `PRAGMA quick_check` reads every page, so damage is found on opening, not when a query
    /// meets it later and rows go missing or a save fails. It costs one read of the file.
    private func checkIntegrity() throws(DatabaseError) {
        guard try query("PRAGMA quick_check").map({ $0[0] }) == [.text("ok")] else {
            throw DatabaseError(code: SQLITE_CORRUPT, message: String(cString: sqlite3_errstr(SQLITE_CORRUPT)), statement: "PRAGMA quick_check")
        }
    }

    /// Renames the database and its companions to `<name>.corrupt-N.<extension>`, N the
    /// first number free for all three, so no earlier rescue is overwritten.
    static func moveAside(_ path: String) throws(DatabaseError) -> String {
        let url = URL(fileURLWithPath: path)
        let base = url.deletingPathExtension().path
        let pathExtension = url.pathExtension.isEmpty ? "" : "." + url.pathExtension
        var attempt = 1
        func aside(_ attempt: Int) -> String { "\(base).corrupt-\(attempt)\(pathExtension)" }
        while ([aside(attempt)] + companionPaths(of: aside(attempt))).contains(where: { access($0, F_OK) == 0 }) {
            attempt += 1
        }
        let target = aside(attempt)
        for (from, to) in zip([path] + companionPaths(of: path), [target] + companionPaths(of: target)) where access(from, F_OK) == 0 {
            guard rename(from, to) == 0 else {
                throw DatabaseError(code: SQLITE_CANTOPEN, message: "\(path) is damaged and cannot be moved aside: \(String(cString: strerror(errno)))")
            }
        }
        return target
    }
}

extension DatabaseError {
    /// Whether the file itself is bad, rather than the folder, the disk or the schema.
    var isDamage: Bool {
        switch code & 0xff {
        case SQLITE_NOTADB, SQLITE_CORRUPT: true
        default: false
        }
    }
}
