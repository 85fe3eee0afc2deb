import CSQLite
import Foundation

extension Database {
    /// Prepares and hands over each statement of `sql` in turn; the caller holds `lock`.
    func forEachStatement(in sql: String, _ body: (borrowing Statement) throws(DatabaseError) -> Void) throws(DatabaseError) {
        guard let buffer = strdup(sql) else { throw DatabaseError(code: SQLITE_NOMEM, message: "out of memory copying SQL") }
        defer { free(buffer) }
        var cursor: UnsafePointer<CChar>? = UnsafePointer(buffer)
        while let start = cursor, start.pointee != 0 {
            var tail: UnsafePointer<CChar>?
            let statement = try prepare(start, tail: &tail, sql: sql)
            cursor = tail
            // Whitespace or a comment alone prepares to no statement.
            if let statement { try body(statement) }
        }
    }

    /// Prepares `sql`, which must hold exactly one statement; the caller holds `lock`.
    func prepareSingle(_ sql: String) throws(DatabaseError) -> Statement {
        guard let buffer = strdup(sql) else { throw DatabaseError(code: SQLITE_NOMEM, message: "out of memory copying SQL") }
        defer { free(buffer) }
        var tail: UnsafePointer<CChar>?
        guard let statement = try prepare(UnsafePointer(buffer), tail: &tail, sql: sql) else {
            throw DatabaseError(code: SQLITE_MISUSE, message: "no SQL statement to run", statement: sql)
        }
        if let tail, tail.pointee != 0 {
            var rest: UnsafePointer<CChar>?
            if try prepare(tail, tail: &rest, sql: sql) != nil {
                throw DatabaseError(
                    code: SQLITE_MISUSE, message: "expected one SQL statement but found several; parameters and rows belong to a single statement",
                    statement: sql)
            }
        }
        return statement
    }

    private func prepare(_ start: UnsafePointer<CChar>, tail: inout UnsafePointer<CChar>?, sql: String) throws(DatabaseError) -> Statement? {
        var handle: OpaquePointer?
        let result = sqlite3_prepare_v2(connection, start, -1, &handle, &tail)
        guard result == SQLITE_OK else {
            sqlite3_finalize(handle)
            throw DatabaseError.last(result, on: connection, sql: sql)
        }
        return handle.map { Statement(handle: $0, connection: connection, sql: sql) }
    }
}
