import EventMapAPI
import Foundation
import OpenAPIRuntime

/// API version 1's handlers, which the generated server calls with each request's input: they
/// return their success and throw `APIFailure` or `EventsError` for a refusal, which
/// `ErrorBodyMiddleware` answers. What the request says besides its input (the token, the
/// client's address, the host, the connection) comes from `RequestFacts`.
struct EventsHandlers: APIProtocol {
    let service: EventsService
    let hub: ChangeHub
    let metrics: ServerMetrics
    /// What `GET /openapi.yaml` serves.
    let document: String

    // MARK: Accounts

    func register(_ input: Operations.Register.Input) async throws -> Operations.Register.Output {
        guard case .json(let body) = input.body else { throw APIFailure.unreadableBody }
        let signedIn = try await service.register(Registration(body), from: try RequestFacts.here().clientAddress)
        return .created(.init(body: .json(.init(signedIn))))
    }

    func signIn(_ input: Operations.SignIn.Input) async throws -> Operations.SignIn.Output {
        guard case .json(let body) = input.body else { throw APIFailure.unreadableBody }
        let signedIn = try await service.signIn(email: body.email, password: body.password, from: try RequestFacts.here().clientAddress)
        return .ok(.init(body: .json(.init(signedIn))))
    }

    func signOut(_ input: Operations.SignOut.Input) async throws -> Operations.SignOut.Output {
        let token = try RequestFacts.here().bearer()
        _ = try await service.user(token: token)
        await service.signOut(token: token)
        return .noContent(.init())
    }

    func getMe(_ input: Operations.GetMe.Input) async throws -> Operations.GetMe.Output {
        .ok(.init(body: .json(.init(try await service.user(token: try RequestFacts.here().bearer())))))
    }

    func listMyEvents(_ input: Operations.ListMyEvents.Input) async throws -> Operations.ListMyEvents.Output {
        let token = try RequestFacts.here().bearer()
        let (after, limit) = (input.query.after.map(Int.init) ?? 0, input.query.limit ?? EventsService.defaultLimit)
        return .ok(.init(body: .json(.init(try await service.events(ownedBy: token, after: after, limit: limit)))))
    }

    func requestPasswordReset(_ input: Operations.RequestPasswordReset.Input) async throws -> Operations.RequestPasswordReset.Output {
        guard case .json(let body) = input.body else { throw APIFailure.unreadableBody }
        try await service.requestPasswordReset(email: body.email, from: try RequestFacts.here().clientAddress)
        return .accepted(.init())
    }

    func confirmPasswordReset(_ input: Operations.ConfirmPasswordReset.Input) async throws -> Operations.ConfirmPasswordReset.Output {
        guard case .json(let body) = input.body else { throw APIFailure.unreadableBody }
        try await service.confirmPasswordReset(email: body.email, code: body.code, password: body.password, from: try RequestFacts.here().clientAddress)
        return .noContent(.init())
    }

    // MARK: Events

    func listEvents(_ input: Operations.ListEvents.Input) async throws -> Operations.ListEvents.Output {
        let query = BoxQuery(input.query)
        let page = query.holdsNothing ? EventPage(events: [], total: 0) : try await service.events(in: query.area, matching: query.filter, limit: query.limit)
        return .ok(.init(body: .json(.init(page))))
    }

    func listEventsCalendar(_ input: Operations.ListEventsCalendar.Input) async throws -> Operations.ListEventsCalendar.Output {
        let query = BoxQuery(input.query.boxQuery)
        let events = query.holdsNothing ? [] : try await service.events(in: query.area, matching: query.filter, limit: query.limit).events
        return .ok(.init(body: .textCalendarCharsetUtf8(try calendar(of: events))))
    }

    func createEvent(_ input: Operations.CreateEvent.Input) async throws -> Operations.CreateEvent.Output {
        let facts = try RequestFacts.here()
        let token = try facts.bearer()
        guard case .json(let body) = input.body else { throw APIFailure.unreadableBody }
        let event = try await service.createEvent(try EventDraft(body), token: token, from: facts.clientAddress)
        Task { await hub.wake() }
        return .created(.init(body: .json(.init(event))))
    }

    func getEventCalendar(_ input: Operations.GetEventCalendar.Input) async throws -> Operations.GetEventCalendar.Output {
        let event = try await service.event(id: try Self.eventID(input.path.id))
        guard event.time != nil else { throw APIFailure.noTime }
        return .ok(.init(body: .textCalendarCharsetUtf8(try calendar(of: [event]))))
    }

    func getEvent(_ input: Operations.GetEvent.Input) async throws -> Operations.GetEvent.Output {
        .ok(.init(body: .json(.init(try await service.event(id: try Self.eventID(input.path.id))))))
    }

    func editEvent(_ input: Operations.EditEvent.Input) async throws -> Operations.EditEvent.Output {
        let id = try Self.eventID(input.path.id)
        let facts = try RequestFacts.here()
        let token = try facts.bearer()
        guard case .json(let body) = input.body else { throw APIFailure.unreadableBody }
        let event = try await service.updateEvent(id: id, with: try EventEdit(body), token: token, from: facts.clientAddress)
        Task { await hub.wake() }
        return .ok(.init(body: .json(.init(event))))
    }

    func deleteEvent(_ input: Operations.DeleteEvent.Input) async throws -> Operations.DeleteEvent.Output {
        let facts = try RequestFacts.here()
        try await service.deleteEvent(id: try Self.eventID(input.path.id), token: try facts.bearer(), from: facts.clientAddress)
        Task { await hub.wake() }
        return .noContent(.init())
    }

    func streamChanges(_ input: Operations.StreamChanges.Input) async throws -> Operations.StreamChanges.Output {
        let frames = try await ChangeStream.frames(
            resumingAfter: input.headers.lastEventID.map(Int.init), service: service, hub: hub, connection: try RequestFacts.here().connection)
        return .ok(.init(headers: .init(cacheControl: "no-cache"), body: .textEventStream(HTTPBody(frames, length: .unknown, iterationBehavior: .single))))
    }

    // MARK: The server

    func getDocument(_ input: Operations.GetDocument.Input) async throws -> Operations.GetDocument.Output {
        .ok(.init(body: .yaml(HTTPBody(document))))
    }

    func health(_ input: Operations.Health.Input) async throws -> Operations.Health.Output {
        .ok(.init(body: .json(.init(status: "ok"))))
    }

    func ready(_ input: Operations.Ready.Input) async throws -> Operations.Ready.Output {
        guard await service.repository.isReachable() else { throw EventsError.databaseUnavailable(retryAfter: 2) }
        return .ok(.init(body: .json(.init(status: "ready"))))
    }

    func metrics(_ input: Operations.Metrics.Input) async throws -> Operations.Metrics.Output {
        let text = metrics.scrape(openStreams: await hub.openStreams, databaseInFlight: service.repository.operationsInFlight())
        return .ok(.init(body: .textPlainCharsetUtf8Version_0_0_4(HTTPBody(text))))
    }

    // MARK: Inputs

    /// `events` as iCalendar; their UIDs name the host the request was sent to.
    private func calendar(of events: [Event]) throws -> HTTPBody {
        HTTPBody(ICalendar.calendar(of: events, host: try RequestFacts.here().host, now: service.date))
    }

    /// The path's event id; 404 when no event can have it.
    private static func eventID(_ id: Int64) throws(EventsError) -> Int {
        guard let id = Int(exactly: id) else { throw .notFound }
        return id
    }
}
