import CSQLite

/// One prepared statement. Non-copyable so that `deinit` finalizes it exactly once, on
/// every path, including thrown errors. Used only while `Database`'s lock is held.
struct Statement: ~Copyable {
    let handle: OpaquePointer
    let connection: OpaquePointer
    let sql: String

    deinit { sqlite3_finalize(handle) }

    var parameterCount: Int { Int(sqlite3_bind_parameter_count(handle)) }

    func bind(_ parameters: [SQLValue]) throws(DatabaseError) {
        guard parameters.count == parameterCount else {
            throw DatabaseError(
                code: SQLITE_RANGE, message: "the statement takes \(parameterCount) parameters but \(parameters.count) were given", statement: sql)
        }
        for (offset, value) in parameters.enumerated() {
            let result = bind(value, at: Int32(offset + 1))
            guard result == SQLITE_OK else { throw DatabaseError.last(result, on: connection, sql: sql) }
        }
    }

    private func bind(_ value: SQLValue, at index: Int32) -> Int32 {
        // SQLITE_TRANSIENT: SQLite copies the bytes before the call returns.
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        switch value {
        case .null:
            return sqlite3_bind_null(handle, index)
        case .integer(let integer):
            return sqlite3_bind_int64(handle, index, integer)
        case .real(let real):
            return sqlite3_bind_double(handle, index, real)
        case .text(let text):
            // An explicit byte count keeps embedded NUL characters; withCString never gives a null pointer, so "" stays text.
            let length = UInt64(text.utf8.count)
            return text.withCString { sqlite3_bind_text64(handle, index, $0, length, transient, UInt8(SQLITE_UTF8)) }
        case .blob(let bytes):
            // An empty buffer may have no base address, which SQLite would store as NULL.
            if bytes.isEmpty { return sqlite3_bind_zeroblob(handle, index, 0) }
            return bytes.withUnsafeBytes { sqlite3_bind_blob64(handle, index, $0.baseAddress, UInt64($0.count), transient) }
        }
    }

    /// Steps to completion, collecting rows when `collect` is true.
    func run(collect: Bool) throws(DatabaseError) -> [Row] {
        var rows: [Row] = []
        if let failure = step(collect: collect, into: &rows) { throw failure }
        return rows
    }

    /// Steps to completion or to the first failure, which it returns; the rows read before a
    /// failure stay in `rows`.
    func step(collect: Bool, into rows: inout [Row]) -> DatabaseError? {
        let columns = collect ? columnNames() : []
        while true {
            let result = sqlite3_step(handle)
            switch result {
            case SQLITE_DONE:
                return nil
            case SQLITE_ROW:
                if collect { rows.append(Row(columns: columns, values: columns.indices.map { value(at: Int32($0)) })) }
            default:
                return DatabaseError.last(result, on: connection, sql: sql)
            }
        }
    }

    private func columnNames() -> [String] {
        (0..<sqlite3_column_count(handle)).map { String(cString: sqlite3_column_name(handle, $0)) }
    }

    private func value(at column: Int32) -> SQLValue {
        switch sqlite3_column_type(handle, column) {
        case SQLITE_INTEGER:
            return .integer(sqlite3_column_int64(handle, column))
        case SQLITE_FLOAT:
            return .real(sqlite3_column_double(handle, column))
        case SQLITE_TEXT:
            // Pointer first, then byte count, as the SQLite documentation asks.
            let text = sqlite3_column_text(handle, column)
            let count = Int(sqlite3_column_bytes(handle, column))
            return .text(String(decoding: UnsafeRawBufferPointer(start: text, count: count), as: UTF8.self))
        case SQLITE_BLOB:
            let bytes = sqlite3_column_blob(handle, column)
            let count = Int(sqlite3_column_bytes(handle, column))
            return .blob(Array(UnsafeRawBufferPointer(start: bytes, count: count)))
        default:
            return .null
        }
    }
}
