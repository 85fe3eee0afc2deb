import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// What a handler needs of its request that the document does not make an operation's input:
/// the bearer token, the address the limits count by, the host the request was sent to (for
/// iCalendar UIDs) and the connection (a change stream ends when it closes). `RequestFactsMiddleware`
/// sets them for the request's task, which the generated handlers run in.
struct RequestFacts: Sendable {
    @TaskLocal static var current: RequestFacts?

    let authorization: String?
    let clientAddress: String
    let host: String
    let connection: any Channel

    /// The facts of the request being handled; a handler runs only inside `RequestFactsMiddleware`.
    static func here() throws(APIFailure) -> RequestFacts {
        guard let current else { throw APIFailure(status: .internalServerError, code: "server_failure", message: "the server failed") }
        return current
    }

    /// The token of `Authorization: Bearer <token>`; 401 without one.
    func bearer() throws(APIFailure) -> String {
        guard let authorization, authorization.lowercased().hasPrefix("bearer ") else { throw .unauthorized }
        return String(authorization.dropFirst("bearer ".count)).trimmingCharacters(in: .whitespaces)
    }
}

/// Hands each request's `RequestFacts` to the handlers it reaches.
struct RequestFactsMiddleware: RouterMiddleware {
    typealias Context = EventsRequestContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let host = request.head.authority.map { String($0.split(separator: ":").first ?? "") } ?? ""
        let facts = RequestFacts(
            authorization: request.headers[.authorization], clientAddress: context.clientAddress, host: host.isEmpty ? "eventmap" : host,
            connection: context.connection)
        return try await RequestFacts.$current.withValue(facts) { try await next(request, context) }
    }
}
