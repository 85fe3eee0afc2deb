import EventMapAPI
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

    /// Whether the error says the database is out of reach (no connection, the connection lost,
    /// the server shutting down or starting), not that it refused the query.
    static func isConnectionFailure(_ error: any Error) -> Bool {
        if let transaction = error as? PostgresTransactionError, let inner = transaction.closureError ?? transaction.commitError ?? transaction.beginError {
            return isConnectionFailure(inner)
        }
        guard let error = error as? PSQLError else { return false }
        if let state = error.serverInfo?[.sqlState] { return state.hasPrefix("08") || state.hasPrefix("57P") }
        return [.connectionError, .serverClosedConnection, .clientClosedConnection, .uncleanShutdown, .poolClosed].contains(error.code)
    }

    static func isUniqueViolation(_ error: any Error) -> Bool {
        if let transaction = error as? PostgresTransactionError, let inner = transaction.closureError { return isUniqueViolation(inner) }
        return (error as? PSQLError)?.serverInfo?[.sqlState] == "23505"
    }
}
