import CSQLite

extension Database {
    /// Runs `body` atomically: BEGIN IMMEDIATE … COMMIT, or ROLLBACK and rethrow when `body`
    /// (or COMMIT) throws. IMMEDIATE takes the write lock up front, so a transaction that
    /// reads then writes cannot fail halfway with SQLITE_BUSY; other processes are waited
    /// for up to the busy timeout.
    ///
    /// Nesting is allowed: a transaction inside another (or inside a raw BEGIN) becomes a
    /// SAVEPOINT, so an inner failure undoes only the inner work and the outer body may catch
    /// it and go on. Nothing is durable until the outermost transaction commits.
    ///
    /// Other threads wait until the transaction ends. `body` must not wait for another
    /// thread that uses this `Database`: that thread would wait for `body` in turn.
    ///
    /// When damage is recovered from (see `openRecovering`), `body` runs again, on the fresh
    /// database, so it must not count on having run only once.
    public func transaction<T>(_ body: () throws -> T) throws -> T {
        try recoveringFromDamage { () throws -> T in
            let nested = sqlite3_get_autocommit(connection) == 0
            let savepoint = "viper_savepoint_\(savepointDepth)"
            try execute(nested ? "SAVEPOINT \(savepoint)" : "BEGIN IMMEDIATE")
            if nested { savepointDepth += 1 }
            defer { if nested { savepointDepth -= 1 } }
            let value: T
            do {
                value = try body()
                try execute(nested ? "RELEASE \(savepoint)" : "COMMIT")
            } catch {
                // SQLite may already have rolled back (after SQLITE_FULL, say); that failure is not news.
                try? execute(nested ? "ROLLBACK TO \(savepoint); RELEASE \(savepoint)" : "ROLLBACK")
                throw error
            }
            return value
        }
    }

    /// `transaction` for bodies that throw only `DatabaseError`, keeping the typed error.
    public func typedTransaction<T>(_ body: () throws(DatabaseError) -> T) throws(DatabaseError) -> T {
        do {
            return try transaction { () throws -> T in try body() }
        } catch let error as DatabaseError {
            throw error
        } catch {
            throw DatabaseError(code: SQLITE_ERROR, message: "\(error)")
        }
    }
}
