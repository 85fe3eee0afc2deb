import CSQLite

/// Where a database stands: it moves with every commit, by this connection or by any other
/// in this or another process. Equal marks mean nothing was committed in between.
public struct DatabaseChangeMark: Hashable, Sendable {
    /// Rows this connection has changed, ever.
    public let ownChanges: Int64
    /// SQLite's `data_version`: moves when another connection commits.
    public let othersVersion: Int64
}

extension Database {
    /// The mark now. Cheap, reading no table, so a poll can skip its query while the mark
    /// stands still.
    public func changeMark() throws(DatabaseError) -> DatabaseChangeMark {
        lock.lock()
        defer { lock.unlock() }
        let sql = "PRAGMA data_version"
        if dataVersionStatement == nil {
            let result = sqlite3_prepare_v3(connection, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &dataVersionStatement, nil)
            guard result == SQLITE_OK else { throw DatabaseError.last(result, on: connection, sql: sql) }
        }
        let statement = dataVersionStatement
        defer { sqlite3_reset(statement) }
        let result = sqlite3_step(statement)
        guard result == SQLITE_ROW else { throw DatabaseError.last(result, on: connection, sql: sql) }
        return DatabaseChangeMark(ownChanges: sqlite3_total_changes64(connection), othersVersion: sqlite3_column_int64(statement, 0))
    }
}
