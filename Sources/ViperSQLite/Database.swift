import CSQLite
import Foundation

/// One SQLite connection to a file, shared safely between threads and, through WAL and a
/// busy timeout, with other processes.
///
/// A class rather than an actor: the API is synchronous so that a `transaction` body can run
/// several statements with no suspension point in between, and interactors call it from
/// whatever thread they run on.
///
/// `@unchecked Sendable` is sound because every use of `connection`, `file`, `recovery`,
/// `integrityCheck`, `savepointDepth` and `operationDepth` happens while `lock` is held. The lock is recursive
/// so that a transaction body may call back into the same `Database` on its own thread; other
/// threads wait until the transaction ends. The connection is also opened with
/// SQLITE_OPEN_FULLMUTEX as a second line of defence.
///
/// Durability: WAL with `synchronous=FULL`. NORMAL would already keep every commit across a
/// process kill (the WAL is written before COMMIT returns), but may lose the last commits on
/// power loss; FULL syncs the WAL on every commit, so "nothing committed is lost" holds for
/// both. The cost, one fsync per commit, is small for an app's user-paced writes.
public final class Database: @unchecked Sendable {
    public let path: String
    /// Replaced only when damage is recovered from (see `recover(from:)`).
    var connection: OpaquePointer
    let lock = NSRecursiveLock()
    var savepointDepth = 0
    /// Public calls in progress on this thread, so damage is recovered from only by the outermost.
    var operationDepth = 0
    /// Set by `openRecovering`: damage met later is recovered from as it would be on opening.
    var recovery: DamageRecovery?
    /// `PRAGMA data_version`, prepared once: `changeMark()` runs it on every poll.
    var dataVersionStatement: OpaquePointer?
    var file: OpenDatabaseFiles.FileID?
    /// The check of `openRecovering(…, integrity: .afterOpening)`, while or once it runs.
    var integrityCheck: BackgroundIntegrityCheck?

    public static let busyTimeoutMilliseconds: Int32 = 5_000

    /// Opens (creating if needed, with mode 0600 and its folder with 0700) the database at `path`.
    public convenience init(path: String) throws(DatabaseError) {
        try self.init(path: path, holdingOpeningLock: false)
    }

    /// `holdingOpeningLock`: the caller already holds the folder's `OpeningLock`.
    init(path: String, holdingOpeningLock: Bool) throws(DatabaseError) {
        let openingLock = holdingOpeningLock ? nil : try OpeningLock(forDatabaseAt: path)
        defer { openingLock?.release() }
        self.path = path
        connection = try Self.connect(path)
        file = OpenDatabaseFiles.FileID(path: path)
        OpenDatabaseFiles.opened(file)
        // From here on a thrown error releases self, and deinit closes the connection.
        try configure()
    }

    /// A new connection to `path` (created 0600 when missing), not yet configured.
    static func connect(_ path: String) throws(DatabaseError) -> OpaquePointer {
        try createFile(at: path)
        var handle: OpaquePointer?
        // URIs, for `salvage` to attach a damaged file read-only; only a name starting "file:" is one.
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX | SQLITE_OPEN_URI
        let result = sqlite3_open_v2(path, &handle, flags, nil)
        guard result == SQLITE_OK, let handle else {
            let reason = handle.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(result))
            sqlite3_close_v2(handle)
            throw DatabaseError(code: result, message: "cannot open \(path): \(reason)")
        }
        sqlite3_busy_timeout(handle, busyTimeoutMilliseconds)
        return handle
    }

    /// WAL, full syncs and foreign keys for a new `connection`.
    func configure() throws(DatabaseError) {
        let mode = try query("PRAGMA journal_mode=WAL").first?[0]
        guard mode == .text("wal") else {
            throw DatabaseError(code: SQLITE_ERROR, message: "cannot switch \(path) to WAL mode (journal mode is \(String(describing: mode)))")
        }
        try execute("PRAGMA synchronous=FULL; PRAGMA foreign_keys=ON")
    }

    deinit {
        sqlite3_finalize(dataVersionStatement)
        sqlite3_close_v2(connection)
        OpenDatabaseFiles.closed(file)
    }

    /// Runs `sql`, discarding any rows. Without parameters, `sql` may hold several
    /// statements (a schema, say), none of which may have placeholders; with parameters, it
    /// must be a single statement whose placeholder count matches.
    public func execute(_ sql: String, _ parameters: [SQLValue] = []) throws(DatabaseError) {
        try recoveringFromDamage { () throws(DatabaseError) in
            if parameters.isEmpty {
                try forEachStatement(in: sql) { statement throws(DatabaseError) in
                    try statement.bind([])
                    _ = try statement.run(collect: false)
                }
            } else {
                let statement = try prepareSingle(sql)
                try statement.bind(parameters)
                _ = try statement.run(collect: false)
            }
        }
    }

    /// Runs one statement and returns its rows. Several statements in `sql` are refused
    /// before anything runs.
    public func query(_ sql: String, _ parameters: [SQLValue] = []) throws(DatabaseError) -> [Row] {
        try recoveringFromDamage { () throws(DatabaseError) in
            let statement = try prepareSingle(sql)
            try statement.bind(parameters)
            return try statement.run(collect: true)
        }
    }

    /// The rowid of the last successful INSERT on this connection. Read it inside the same
    /// `transaction` as the INSERT when other threads also insert.
    public var lastInsertRowID: Int64 {
        lock.lock()
        defer { lock.unlock() }
        return sqlite3_last_insert_rowid(connection)
    }
}
