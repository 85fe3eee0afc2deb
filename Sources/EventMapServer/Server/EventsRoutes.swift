import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore

/// API version 1 (`EventMapAPI`'s `openapi.yaml` describes it) on a Hummingbird router. HEAD answers
/// wherever GET does; a known path asked with another method is 405 naming the methods it takes.
public enum EventsRoutes {
    public static let bodyLimit = 64 * 1024

    /// The routes of `server`: its service, change hub, kept answers, metrics and logger.
    public static func router(of server: EventsServer, proxies: TrustedProxies = .none) -> Router<EventsRequestContext> {
        let (service, hub, answers, metrics, logger) = (server.service, server.hub, server.answers, server.metrics, server.logger)
        let router = Router(context: EventsRequestContext.self, options: .autoGenerateHeadEndpoints)
        let paths = KnownPaths()
        router.add(middleware: RequestIDMiddleware())
        router.add(middleware: RequestMetricsMiddleware(metrics: metrics))
        router.add(middleware: ClientAddressMiddleware(proxies: proxies))
        router.add(middleware: RequestLogMiddleware(logger: logger))
        router.add(middleware: ErrorBodyMiddleware(logger: logger, paths: paths))
        router.get("/health") { _, _ in try json(["status": "ok"]) }
        router.get("/ready") { _, _ in
            guard await service.repository.isReachable() else { throw APIFailure(EventsError.databaseUnavailable(retryAfter: 2)) }
            return try json(["status": "ready"])
        }
        router.get("/metrics") { _, _ in
            let text = metrics.scrape(openStreams: await hub.openStreams, databaseInFlight: service.repository.operationsInFlight())
            return Response(
                status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"], body: ResponseBody(byteBuffer: ByteBuffer(bytes: text)))
        }
        router.get("/openapi.yaml") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "application/yaml; charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: server.document)))
        }
        addAccounts(to: router, service: service)
        addEvents(to: router, service: service, hub: hub, answers: answers)
        router.get("/v1/changes") { request, context in try await ChangeStream.response(to: request, service: service, hub: hub, connection: context.connection)
        }
        paths.learn(router.routes.map { ($0.path.description, $0.method) })
        return router
    }

    private static func addAccounts(to router: Router<EventsRequestContext>, service: EventsService) {
        router.post("/v1/accounts") { request, context in
            try json(try await service.register(try await decode(Registration.self, request), from: context.clientAddress), status: .created)
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
        router.get("/v1/me/events") { request, _ in
            let query = QueryString(request.uri.query)
            let after = try query.integer("after", in: 0...Int.max) ?? 0
            let limit = try query.integer("limit", in: 1...EventsService.maximumLimit) ?? EventsService.defaultLimit
            return try json(try await service.events(ownedBy: try bearer(request), after: after, limit: limit))
        }
        router.post("/v1/password-resets") { request, context in
            try await service.requestPasswordReset(email: try await decode(WireBody.ResetRequest.self, request).email, from: context.clientAddress)
            return try json(["status": "a code was sent if the account exists"], status: .accepted)
        }
        router.post("/v1/password-resets/confirm") { request, context in
            let body = try await decode(WireBody.ResetConfirmation.self, request)
            try await service.confirmPasswordReset(email: body.email, code: body.code, password: body.password, from: context.clientAddress)
            return Response(status: .noContent)
        }
    }

    private static func addEvents(to router: Router<EventsRequestContext>, service: EventsService, hub: ChangeHub, answers: AreaAnswers) {
        router.get("/v1/events") { request, _ in
            let area = try AreaRequest(QueryString(request.uri.query))
            guard !area.holdsNothing else { return try json(EventPage(events: [], total: 0)) }
            let answer = try await answers.answer(to: area.query) {
                try encoded(try await service.events(in: area.area, matching: area.filter, limit: area.limit))
            }
            return Response(status: .ok, headers: jsonHeaders, body: ResponseBody(byteBuffer: answer))
        }
        router.get("/v1/events.ics") { request, _ in
            let area = try AreaRequest(QueryString(request.uri.query))
            let events = area.holdsNothing ? [] : try await service.events(in: area.area, matching: area.filter, limit: area.limit).events
            return calendar(of: events, for: request, at: service.date)
        }
        router.post("/v1/events") { request, context in
            let token = try bearer(request)
            let draft = try await decode(EventDraft.self, request)
            guard draft.time != nil else { throw APIFailure.invalidField("start", "a new event needs its start") }
            let event = try await service.createEvent(draft, token: token, from: context.clientAddress)
            Task { await hub.wake() }
            return try json(event, status: .created)
        }
        router.get("/v1/events/{id}.ics") { request, context in
            let event = try await service.event(id: try eventID(context))
            guard event.time != nil else { throw APIFailure.noTime }
            return calendar(of: [event], for: request, at: service.date)
        }
        router.get("/v1/events/{id}") { _, context in
            try json(try await service.event(id: try eventID(context)))
        }
        router.patch("/v1/events/{id}") { request, context in
            let id = try eventID(context)
            let token = try bearer(request)
            let event = try await service.updateEvent(id: id, with: try await decode(EventEdit.self, request), token: token, from: context.clientAddress)
            Task { await hub.wake() }
            return try json(event)
        }
        router.delete("/v1/events/{id}") { request, context in
            try await service.deleteEvent(id: try eventID(context), token: try bearer(request), from: context.clientAddress)
            Task { await hub.wake() }
            return Response(status: .noContent)
        }
    }

    /// The path's event id; 404 when it is not a number, as no event has it.
    private static func eventID(_ context: EventsRequestContext) throws -> Int {
        guard let id = context.parameters.get("id", as: Int.self) else { throw APIFailure(EventsError.notFound) }
        return id
    }

    // MARK: Bodies

    /// `events` as iCalendar; their UIDs name the host the request was sent to.
    static func calendar(of events: [Event], for request: Request, at now: Date) -> Response {
        let host = request.head.authority.map { String($0.split(separator: ":").first ?? "") } ?? ""
        let text = ICalendar.calendar(of: events, host: host.isEmpty ? "eventmap" : host, now: now)
        return Response(status: .ok, headers: [.contentType: ICalendar.contentType], body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }

    static func json(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
        Response(status: status, headers: jsonHeaders, body: ResponseBody(byteBuffer: try encoded(value)))
    }

    static let jsonHeaders: HTTPFields = [.contentType: "application/json; charset=utf-8"]

    static func encoded(_ value: some Encodable) throws -> ByteBuffer {
        ByteBuffer(bytes: try JSONEncoder().encode(value))
    }

    /// The body as `T`: 413 over the limit, 400 when it cannot be read or is not JSON, 422
    /// naming the field that is wrong.
    static func decode<T: Decodable>(_ type: T.Type, _ request: Request) async throws -> T {
        var request = request
        let buffer: ByteBuffer
        do {
            buffer = try await request.collectBody(upTo: bodyLimit)
        } catch is NIOTooManyBytesError {
            throw APIFailure.tooLarge
        } catch {
            throw APIFailure.unreadableBody
        }
        return try JSONBody.decode(T.self, from: Data(buffer: buffer))
    }

    private static func bearer(_ request: Request) throws -> String {
        guard let value = request.headers[.authorization], value.lowercased().hasPrefix("bearer ") else { throw APIFailure.unauthorized }
        return String(value.dropFirst("bearer ".count)).trimmingCharacters(in: .whitespaces)
    }
}
