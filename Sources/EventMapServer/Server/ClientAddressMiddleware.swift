import HTTPTypes
import Hummingbird

/// Sets the address the limits count by: the peer's, or behind a trusted proxy the client its
/// `X-Forwarded-For` names (see `TrustedProxies`).
struct ClientAddressMiddleware: RouterMiddleware {
    typealias Context = EventsRequestContext
    static let forwardedFor = HTTPField.Name("X-Forwarded-For")!
    let proxies: TrustedProxies

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard !proxies.isEmpty else { return try await next(request, context) }
        var context = context
        context.clientAddress = proxies.client(peer: context.clientAddress, forwardedFor: request.headers[values: Self.forwardedFor])
        return try await next(request, context)
    }
}
