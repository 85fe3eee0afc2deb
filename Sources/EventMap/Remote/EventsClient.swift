import Foundation
import Viper

/// `EventsAPI` over HTTP, version 1 of Event Map's API: the one path the app takes to any
/// server, embedded or far. An answer the server refused becomes the `EventsError` its body
/// names; a server out of reach `.unreachable`; any other answer `.unexpectedAnswer`.
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
        try await decode(SignedIn.self, try await request(.post, "v1/accounts", body: registration))
    }

    public func signIn(email: String, password: String) async throws(EventsError) -> SignedIn {
        try await decode(SignedIn.self, try await request(.post, "v1/sessions", body: WireBody.SignIn(email: email, password: password)))
    }

    public func user(token: String) async throws(EventsError) -> User {
        try await decode(User.self, try await request(.get, "v1/me", token: token))
    }

    /// Signing out on this device cannot fail: a token the server did not hear about dies
    /// with its lifetime.
    public func signOut(token: String) async {
        _ = try? await send(try await request(.delete, "v1/sessions/current", token: token))
    }

    public func requestPasswordReset(email: String) async throws(EventsError) {
        _ = try await send(try await request(.post, "v1/password-resets", body: WireBody.ResetRequest(email: email)))
    }

    public func confirmPasswordReset(email: String, code: String, password: String) async throws(EventsError) {
        let body = WireBody.ResetConfirmation(email: email, code: code, password: password)
        _ = try await send(try await request(.post, "v1/password-resets/confirm", body: body))
    }

    public func createEvent(_ draft: EventDraft, token: String) async throws(EventsError) -> Event {
        try await decode(Event.self, try await request(.post, "v1/events", body: draft, token: token))
    }

    public func updateEvent(id: Int, with edit: EventEdit, token: String) async throws(EventsError) -> Event {
        try await decode(Event.self, try await request(.patch, "v1/events/\(id)", body: edit, token: token))
    }

    public func deleteEvent(id: Int, token: String) async throws(EventsError) {
        _ = try await send(try await request(.delete, "v1/events/\(id)", token: token))
    }

    public func calendarFile(ofEvent id: Int) async throws(EventsError) -> Data {
        try await send(try await request(.get, "v1/events/\(id).ics"))
    }

    public func events(in area: Area, matching filter: EventFilter) async throws(EventsError) -> [Event] {
        var query = [
            URLQueryItem(name: "south", value: "\(area.south)"), URLQueryItem(name: "west", value: "\(area.west)"),
            URLQueryItem(name: "north", value: "\(area.north)"), URLQueryItem(name: "east", value: "\(area.east)"),
            URLQueryItem(name: "limit", value: "\(EventsService.maximumLimit)"),
        ]
        if !filter.text.isEmpty { query.append(URLQueryItem(name: "text", value: filter.text)) }
        if let age = filter.maxAge { query.append(URLQueryItem(name: "maxAge", value: "\(age.rawValue)")) }
        if filter.types != Set(EventType.allCases) {
            query.append(URLQueryItem(name: "types", value: filter.types.map(\.rawValue).sorted().joined(separator: ",")))
        }
        let window = filter.period.window(at: clock.date, in: timeZone)
        let moment = Date.ISO8601FormatStyle()
        if let from = window.from { query.append(URLQueryItem(name: "from", value: from.formatted(moment))) }
        if let to = window.to { query.append(URLQueryItem(name: "to", value: to.formatted(moment))) }
        let url = try await server.url("v1/events").appending(queryItems: query)
        return try await decode(EventPage.self, HTTPRequest(url: url)).events
    }

    /// Every page of them, in order.
    public func events(ownedBy token: String) async throws(EventsError) -> [Event] {
        var events: [Event] = []
        var after: Int?
        repeat {
            var url = try await server.url("v1/me/events")
            if let after { url = url.appending(queryItems: [URLQueryItem(name: "after", value: "\(after)")]) }
            let page = try await decode(OwnEventPage.self, HTTPRequest(.get, url: url, headers: Self.authorization(token)))
            events += page.events
            after = page.next
        } while after != nil
        return events
    }

    public func changes(after lastSeen: Int?) async throws(EventsError) -> AsyncThrowingStream<Int, any Error> {
        var request = HTTPRequest(url: try await server.url("v1/changes"))
        if let lastSeen { request.headers["Last-Event-ID"] = String(lastSeen) }
        let events: AsyncThrowingStream<ServerSentEvent, any Error>
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

    // MARK: Requests

    private func request(_ method: HTTPMethod, _ path: String, token: String? = nil) async throws(EventsError) -> HTTPRequest {
        HTTPRequest(method, url: try await server.url(path), headers: Self.authorization(token))
    }

    private func request(_ method: HTTPMethod, _ path: String, body: some Encodable, token: String? = nil) async throws(EventsError) -> HTTPRequest {
        let url = try await server.url(path)
        do {
            return try .json(method, url: url, body: body, headers: Self.authorization(token))
        } catch {
            throw .invalidEvent(error.message)
        }
    }

    private static func authorization(_ token: String?) -> HTTPHeaders {
        token.map { ["Authorization": "Bearer \($0)"] } ?? [:]
    }

    private func decode<T: Decodable>(_ type: T.Type, _ request: HTTPRequest) async throws(EventsError) -> T {
        let body = try await send(request)
        do {
            return try JSONDecoder().decode(T.self, from: body)
        } catch {
            throw .unexpectedAnswer(HTTPError(decoding: error).message)
        }
    }

    /// The body of a successful answer; a refusal as the error the server named.
    private func send(_ request: HTTPRequest) async throws(EventsError) -> Data {
        let response: HTTPResponse
        do {
            response = try await transport.send(request)
        } catch {
            throw .unreachable(error.message)
        }
        guard (200...299).contains(response.status) else { throw Self.refusal(response) }
        return response.body
    }

    private static func refusal(_ response: HTTPResponse) -> EventsError {
        let retryAfter = response.headers["Retry-After"].flatMap { Int($0) }
        guard let wire = try? JSONDecoder().decode(WireError.self, from: response.body) else {
            return .unexpectedAnswer(HTTPError.status(response.status, message: nil).message)
        }
        return EventsError(code: wire.error.code, message: wire.error.message, retryAfter: retryAfter)
            ?? .unexpectedAnswer(HTTPError.status(response.status, message: wire.error.message).message)
    }
}
