/// One step of the schema, identified by the `PRAGMA user_version` it leaves behind.
/// `sql` may hold several statements; it runs inside a transaction, so it must not use
/// statements SQLite refuses there (VACUUM, `PRAGMA foreign_keys`, `PRAGMA journal_mode`).
public struct Migration: Sendable, Equatable {
    public let version: Int
    public let sql: String

    public init(version: Int, sql: String) {
        self.version = version
        self.sql = sql
    }
}
