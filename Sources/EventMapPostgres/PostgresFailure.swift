import EventMapServer
import PostgresNIO

/// PostgresNIO's errors in one line: PostgreSQL's own message and SQLSTATE, or why the
/// connection failed. Never the query's text.
enum PostgresFailure {
    static func describe(_ error: any Error) -> String {
        if let transaction = error as? PostgresTransactionError {
            if let inner = transaction.closureError ?? transaction.commitError ?? transaction.beginError { return describe(inner) }
        }
        if let error = error as? PSQLError {
            if let server = error.serverInfo {
                return "\(server[.message] ?? "the server refused") (SQLSTATE \(server[.sqlState] ?? "?"))"
            }
            if let underlying = error.underlying { return "\(underlying)" }
            return "\(error.code)"
        }
        if let error = error as? EventsError { return error.wireMessage }
        return String(describing: error)
    }

    static func storage(_ error: any Error) -> EventsError {
        if let error = error as? EventsError { return error }
        if let transaction = error as? PostgresTransactionError, let inner = transaction.closureError as? EventsError { return inner }
        return .storage(describe(error))
    }

    static func isUniqueViolation(_ error: any Error) -> Bool {
        if let transaction = error as? PostgresTransactionError, let inner = transaction.closureError { return isUniqueViolation(inner) }
        return (error as? PSQLError)?.serverInfo?[.sqlState] == "23505"
    }
}
