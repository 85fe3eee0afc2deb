import CSQLite

/// A failed database call: the SQLite result code and a one-line message for people, which
/// includes `sqlite3_errmsg` but never SQL (it reaches users, to whom a statement means
/// nothing). The statement that failed is kept apart, for debugging.
public struct DatabaseError: Error, Equatable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    public let code: Int32
    public let message: String
    /// The SQL that failed, on one line and shortened; only `debugDescription` shows it.
    public let statement: String?

    public init(code: Int32, message: String, statement: String? = nil) {
        self.code = code
        self.message = message.split(whereSeparator: \.isNewline).joined(separator: " ")
        self.statement = statement.map { sql in
            let line = sql.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            return line.count > 120 ? line.prefix(117) + "..." : line
        }
    }

    public var description: String { "SQLite error \(code): \(message)" }

    public var debugDescription: String {
        statement.map { "\(description) (in: \($0))" } ?? description
    }

    /// The current error of `connection`; the caller must hold the connection's lock.
    static func last(_ code: Int32, on connection: OpaquePointer, sql: String? = nil) -> DatabaseError {
        DatabaseError(code: code, message: String(cString: sqlite3_errmsg(connection)), statement: sql)
    }
}
