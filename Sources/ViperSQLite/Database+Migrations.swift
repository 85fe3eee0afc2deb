import CSQLite

extension Database {
    /// The schema version stored in the file (`PRAGMA user_version`); 0 for a new file.
    public var schemaVersion: Int {
        get throws(DatabaseError) {
            Int(try query("PRAGMA user_version").first?.int("user_version") ?? 0)
        }
    }

    /// Brings the schema to the newest of `migrations`. Each pending migration runs in its own
    /// transaction together with the new `user_version`, so a failing one leaves the file at
    /// the previous version. Applied migrations are skipped, so running this again is a
    /// no-op, also when another process migrated first. A file newer than the newest
    /// migration is refused rather than used by code that does not know its schema.
    public func migrate(_ migrations: [Migration]) throws(DatabaseError) {
        let ordered = migrations.sorted { $0.version < $1.version }
        for (previous, next) in zip([Migration(version: 0, sql: "")] + ordered, ordered) where next.version <= previous.version {
            throw DatabaseError(code: SQLITE_MISUSE, message: "migration versions must be unique and above 0; \(next.version) is not")
        }
        lock.lock()
        defer { lock.unlock() }
        let latest = ordered.last?.version ?? 0
        let current = try schemaVersion
        guard current <= latest else {
            throw DatabaseError(
                code: SQLITE_ERROR, message: "the database at \(path) has schema version \(current), newer than the \(latest) this app knows; update the app")
        }
        for migration in ordered where migration.version > current {
            try typedTransaction { () throws(DatabaseError) in
                guard try schemaVersion < migration.version else { return }
                do throws(DatabaseError) {
                    try execute(migration.sql)
                } catch {
                    throw DatabaseError(code: error.code, message: "migration \(migration.version) failed: \(error.message)", statement: error.statement)
                }
                // An integer, not user input; PRAGMA values cannot be bound.
                try execute("PRAGMA user_version = \(migration.version)")
            }
        }
    }
}
