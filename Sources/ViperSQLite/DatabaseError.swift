import CSQLite

/// A failed database call: the SQLite result code and a one-line message that includes
/// `sqlite3_errmsg` and, where it helps, the statement that failed.
public struct DatabaseError: Error, Equatable, Sendable, CustomStringConvertible {
    public let code: Int32
    public let message: String

    public init(code: Int32, message: String) {
        self.code = code
        self.message = message.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    public var description: String { "SQLite error \(code): \(message)" }

    /// The current error of `connection`; the caller must hold the connection's lock.
    static func last(_ code: Int32, on connection: OpaquePointer, sql: String? = nil) -> DatabaseError {
        var message = String(cString: sqlite3_errmsg(connection))
        if let sql {
            let statement = sql.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            message += " (in: \(statement.count > 120 ? statement.prefix(117) + "..." : statement))"
        }
        return DatabaseError(code: code, message: message)
    }
}
