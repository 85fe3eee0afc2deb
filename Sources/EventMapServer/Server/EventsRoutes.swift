import Foundation
import Hummingbird
import HTTPTypes
import Logging
import NIOCore

/// API version 1 (`OpenAPIDocument.yaml` describes it) on a Hummingbird router.
public enum EventsRoutes {
    public static let bodyLimit = 64 * 1024

    public static func router(service: EventsService, hub: ChangeHub, logger: Logger) -> Router<EventsRequestContext> {
        let router = Router(context: EventsRequestContext.self)
        router.add(middleware: RequestLogMiddleware(logger: logger))
        router.add(middleware: ErrorBodyMiddleware(logger: logger))
        router.get("/health") { _, _ in try json(["status": "ok"]) }
        router.get("/openapi.yaml") { _, _ in
            Response(status: .ok, headers: [.contentType: "application/yaml; charset=utf-8"], body: ResponseBody(byteBuffer: ByteBuffer(string: OpenAPIDocument.yaml)))
        }
        addAccounts(to: router, service: service)
        addEvents(to: router, service: service, hub: hub)
        router.get("/v1/changes") { request, _ in try await ChangeStream.response(to: request, service: service, hub: hub) }
        return router
    }

    private static func addAccounts(to router: Router<EventsRequestContext>, service: EventsService) {
        router.post("/v1/accounts") { request, _ in
            try json(try await service.register(try await decode(Registration.self, request)), status: .created)
        }
        router.post("/v1/sessions") { request, context in
            let body = try await decode(WireBody.SignIn.self, request)
            return try json(try await service.signIn(email: body.email, password: body.password, from: context.clientAddress))
        }
        router.delete("/v1/sessions/current") { request, _ in
            let token = try bearer(request)
            _ = try await service.user(token: token)
            await service.signOut(token: token)
            return Response(status: .noContent)
        }
        router.get("/v1/me") { request, _ in try json(try await service.user(token: try bearer(request))) }
        router.get("/v1/me/events") { request, _ in try json(["events": try await service.events(ownedBy: try bearer(request))]) }
        router.post("/v1/password-resets") { request, _ in
            try await service.requestPasswordReset(email: try await decode(WireBody.ResetRequest.self, request).email)
            return try json(["status": "a code was sent if the account exists"], status: .accepted)
        }
        router.post("/v1/password-resets/confirm") { request, _ in
            let body = try await decode(WireBody.ResetConfirmation.self, request)
            try await service.confirmPasswordReset(email: body.email, code: body.code, password: body.password)
            return Response(status: .noContent)
        }
    }

    private static func addEvents(to router: Router<EventsRequestContext>, service: EventsService, hub: ChangeHub) {
        router.get("/v1/events") { request, _ in
            let query = try AreaRequest(request.uri.queryParameters)
            return try json(try await service.events(in: query.area, matching: query.filter, limit: query.limit))
        }
        router.post("/v1/events") { request, _ in
            let token = try bearer(request)
            let event = try await service.createEvent(try await decode(EventDraft.self, request), token: token)
            Task { await hub.wake() }
            return try json(event, status: .created)
        }
        router.get("/v1/events/{id}") { _, context in
            guard let id = context.parameters.get("id", as: Int.self) else { throw APIFailure(EventsError.notFound) }
            return try json(try await service.event(id: id))
        }
    }

    // MARK: Bodies

    static func json(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
        Response(status: status, headers: [.contentType: "application/json; charset=utf-8"],
                 body: ResponseBody(byteBuffer: ByteBuffer(bytes: try JSONEncoder().encode(value))))
    }

    /// The body as `T`: 413 over the limit, 400 when it is not JSON, 422 naming the field that is wrong.
    static func decode<T: Decodable>(_ type: T.Type, _ request: Request) async throws -> T {
        var request = request
        let buffer: ByteBuffer
        do { buffer = try await request.collectBody(upTo: bodyLimit) } catch is NIOTooManyBytesError { throw APIFailure.tooLarge }
        do {
            return try JSONDecoder().decode(T.self, from: Data(buffer: buffer))
        } catch let error as DecodingError {
            throw failure(error)
        }
    }

    private static func failure(_ error: DecodingError) -> APIFailure {
        func field(_ path: [any CodingKey]) -> String { path.isEmpty ? "body" : path.map(\.stringValue).joined(separator: ".") }
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return .malformed("the body is not JSON")
        case .dataCorrupted(let context):
            return .invalidField(field(context.codingPath), context.debugDescription)
        case .keyNotFound(let key, let context):
            return .invalidField(field(context.codingPath + [key]), "missing")
        case .typeMismatch(let expected, let context), .valueNotFound(let expected, let context):
            return .invalidField(field(context.codingPath), "expected \(expected == String.self ? "a string" : "a \(expected)")")
        @unknown default:
            return .malformed("the body could not be read")
        }
    }

    private static func bearer(_ request: Request) throws -> String {
        guard let value = request.headers[.authorization], value.lowercased().hasPrefix("bearer ") else { throw APIFailure.unauthorized }
        return String(value.dropFirst("bearer ".count)).trimmingCharacters(in: .whitespaces)
    }
}
