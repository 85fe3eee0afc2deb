import EventMapAPI
import Foundation
import OpenAPIRuntime
import Viper

/// `EventsAPI` over HTTP, version 1 of Event Map's API: the one path the app takes to any
/// server, embedded or far, through the client generated from `EventMapAPI`'s document (the
/// change stream, which never ends, through the framework's server-sent events reader). An
/// answer the server refused becomes the `EventsError` its body names; a server out of reach
/// `.unreachable`; any other answer `.unexpectedAnswer`.
public struct EventsClient: EventsAPI {
    private let server: ServerAddress
    private let transport: any HTTPTransport
    /// What "now" and "today" are when a filter's period becomes the times it asks for.
    private let clock: any AppClock
    private let timeZone: TimeZone

    public init(server: ServerAddress, transport: any HTTPTransport, clock: any AppClock, timeZone: TimeZone) {
        self.server = server
        self.transport = transport
        self.clock = clock
        self.timeZone = timeZone
    }

    public func register(_ registration: Registration) async throws(EventsError) -> SignedIn {
        try await call { SignedIn(try await $0.register(body: .json(.init(registration))).created.body.json) }
    }

    public func signIn(email: String, password: String) async throws(EventsError) -> SignedIn {
        try await call { SignedIn(try await $0.signIn(body: .json(.init(email: email, password: password))).ok.body.json) }
    }

    public func user(token: String) async throws(EventsError) -> User {
        try await call(token: token) { User(try await $0.getMe().ok.body.json) }
    }

    /// Signing out on this device cannot fail: a token the server did not hear about dies
    /// with its lifetime.
    public func signOut(token: String) async {
        _ = try? await call(token: token) { _ = try await $0.signOut().noContent }
    }

    public func requestPasswordReset(email: String) async throws(EventsError) {
        try await call { _ = try await $0.requestPasswordReset(body: .json(.init(email: email))).accepted }
    }

    public func confirmPasswordReset(email: String, code: String, password: String) async throws(EventsError) {
        try await call { _ = try await $0.confirmPasswordReset(body: .json(.init(email: email, code: code, password: password))).noContent }
    }

    public func createEvent(_ draft: EventDraft, token: String) async throws(EventsError) -> Event {
        guard let time = draft.time else { throw .invalidField("start", "a new event needs its start") }
        let wire = try await call(token: token) { try await $0.createEvent(body: .json(.init(draft, start: time))).created.body.json }
        return try Event(wire)
    }

    public func updateEvent(id: Int, with edit: EventEdit, token: String) async throws(EventsError) -> Event {
        let wire = try await call(token: token) { try await $0.editEvent(path: .init(id: Int64(id)), body: .json(.init(edit))).ok.body.json }
        return try Event(wire)
    }

    public func deleteEvent(id: Int, token: String) async throws(EventsError) {
        try await call(token: token) { _ = try await $0.deleteEvent(path: .init(id: Int64(id))).noContent }
    }

    public func calendarFile(ofEvent id: Int) async throws(EventsError) -> Data {
        try await call { client in
            try await Data(
                collecting: try await client.getEventCalendar(path: .init(id: Int64(id))).ok.body.textCalendarCharsetUtf8, upTo: HTTPRequest.documentLimit)
        }
    }

    public func events(in area: Area, matching filter: EventFilter) async throws(EventsError) -> EventPage {
        let window = filter.period.window(at: clock.date, in: timeZone)
        let query = Operations.ListEvents.Input.Query(
            south: area.south, west: area.west, north: area.north, east: area.east, text: filter.text.isEmpty ? nil : filter.text,
            maxAge: filter.maxAge.map(Components.Schemas.AgeRestriction.init),
            types: filter.types == Set(EventType.allCases) ? nil : filter.types.map(\.rawValue).sorted().joined(separator: ","),
            from: window.from.map { PlaceMoment(date: $0, utcOffset: 0) },
            to: window.to.map { PlaceMoment(date: $0, utcOffset: 0) })
        let page = try await call { try await $0.listEvents(query: query).ok.body.json }
        return EventPage(events: try page.events.map { wire throws(EventsError) in try Event(wire) }, total: page.total)
    }

    /// Every page of them, in order.
    public func events(ownedBy token: String) async throws(EventsError) -> [Event] {
        var events: [Event] = []
        var after: Int64?
        repeat {
            let page = try await call(token: token) { [after] in try await $0.listMyEvents(query: .init(after: after)).ok.body.json }
            events += try page.events.map { wire throws(EventsError) in try Event(wire) }
            after = page.next.map(Int64.init)
        } while after != nil
        return events
    }

    public func changes(after lastSeen: Int?) async throws(EventsError) -> AsyncThrowingStream<Int, any Error> {
        var request = HTTPRequest(url: try await server.url("v1/changes"))
        if let lastSeen { request.headers["Last-Event-ID"] = String(lastSeen) }
        let events: AsyncThrowingStream<Viper.ServerSentEvent, any Error>
        do {
            events = try await HTTPClient(transport: transport).events(request)
        } catch {
            throw .unreachable(error.message)
        }
        return AsyncThrowingStream { continuation in
            let reading = Task {
                do {
                    for try await message in events {
                        if let sequence = message.id.flatMap({ Int($0) }) { continuation.yield(sequence) }
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in reading.cancel() }
        }
    }

    // MARK: Calls

    /// `operation` on the generated client, signed in with `token` when given; any failure as
    /// the `EventsError` it is.
    private func call<T: Sendable>(token: String? = nil, _ operation: @Sendable (Client) async throws -> T) async throws(EventsError) -> T {
        let client = Client(
            serverURL: try await server.base(), transport: ViperClientTransport(transport: transport),
            middlewares: [Refusals()] + (token.map { [BearerAuthorization(token: $0)] } ?? []))
        do {
            return try await operation(client)
        } catch let error as ClientError {
            throw Self.failure(error.underlyingError)
        } catch {
            throw Self.failure(error)
        }
    }

    private static func failure(_ error: any Error) -> EventsError {
        switch error {
        case let refusal as EventsError: refusal
        case let network as HTTPError: .unreachable(network.message)
        case let decoding as DecodingError: .unexpectedAnswer(HTTPError(decoding: decoding).message)
        default: .unexpectedAnswer(String(describing: error))
        }
    }
}
