import EventMapAPI
import Foundation
import Synchronization
import Viper
import ViperTesting

@testable import EventMap
@testable import EventMapServer

extension ModuleHarness where App == EventMapApp {
    /// The app's client of `service`, served as the app serves it: by the embedded server on
    /// a loopback port, which stops when the harness goes.
    func client(of service: EventsService) -> EventsClient {
        EventMapApp.client(of: EmbeddedServer.start(service, until: endings), network: network, clock: clock, timeZone: timeZone, until: endings)
    }
}

/// The fake `EventsAPI` of presenter and interactor tests: a real client, except that checking a
/// token can fail with a chosen error, and the change feed can be cut and let through again.
final class FaultyServerAPI: EventsAPI {
    private struct Faults {
        var tokenCheck: EventsError?
        var feedIsDown = false
        var openFeeds: [AsyncThrowingStream<Int, any Error>.Continuation] = []
        /// What each opening of the feed asked for: `Last-Event-ID`, or `nil` for "from now".
        var feedRequests: [Int?] = []
    }

    private let inner: any EventsAPI
    private let faults = Mutex(Faults())

    init(_ inner: any EventsAPI) {
        self.inner = inner
    }

    func failTokenChecks(with error: EventsError?) {
        faults.withLock { $0.tokenCheck = error }
    }

    /// Ends every open feed, as a lost connection does, and refuses to open one until `restoreFeed()`.
    func cutFeed() {
        let open = faults.withLock { faults in
            faults.feedIsDown = true
            defer { faults.openFeeds = [] }
            return faults.openFeeds
        }
        for feed in open { feed.finish(throwing: EventsError.unreachable("connection reset by peer")) }
    }

    func restoreFeed() {
        faults.withLock { $0.feedIsDown = false }
    }

    var feedRequests: [Int?] { faults.withLock { $0.feedRequests } }

    func changes(after lastSeen: Int?) async throws(EventsError) -> AsyncThrowingStream<Int, any Error> {
        let isDown = faults.withLock { faults in
            faults.feedRequests.append(lastSeen)
            return faults.feedIsDown
        }
        if isDown { throw .unreachable("connection refused") }
        let feed = try await inner.changes(after: lastSeen)
        let (relay, continuation) = AsyncThrowingStream.makeStream(of: Int.self)
        faults.withLock { $0.openFeeds.append(continuation) }
        let reading = Task {
            do {
                for try await change in feed { continuation.yield(change) }
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        continuation.onTermination = { _ in reading.cancel() }
        return relay
    }

    func user(token: String) async throws(EventsError) -> User {
        if let error = faults.withLock({ $0.tokenCheck }) { throw error }
        return try await inner.user(token: token)
    }

    func register(_ registration: Registration) async throws(EventsError) -> SignedIn { try await inner.register(registration) }
    func signIn(email: String, password: String) async throws(EventsError) -> SignedIn { try await inner.signIn(email: email, password: password) }
    func signOut(token: String) async { await inner.signOut(token: token) }
    func requestPasswordReset(email: String) async throws(EventsError) { try await inner.requestPasswordReset(email: email) }
    func confirmPasswordReset(email: String, code: String, password: String) async throws(EventsError) {
        try await inner.confirmPasswordReset(email: email, code: code, password: password)
    }
    func createEvent(_ draft: EventDraft, token: String) async throws(EventsError) -> Event { try await inner.createEvent(draft, token: token) }
    func updateEvent(id: Int, with edit: EventEdit, token: String) async throws(EventsError) -> Event {
        try await inner.updateEvent(id: id, with: edit, token: token)
    }
    func deleteEvent(id: Int, token: String) async throws(EventsError) { try await inner.deleteEvent(id: id, token: token) }
    func calendarFile(ofEvent id: Int) async throws(EventsError) -> Data { try await inner.calendarFile(ofEvent: id) }
    func events(in area: Area, matching filter: EventFilter) async throws(EventsError) -> EventPage { try await inner.events(in: area, matching: filter) }
    func events(ownedBy token: String) async throws(EventsError) -> [Event] { try await inner.events(ownedBy: token) }
}
