import EventMapAPI
import Foundation
import Synchronization

@testable import EventMap

/// The fake `EventsAPI` of interactor tests: no server at all. It answers area queries from the
/// events it holds, and its change feed tells what the test pushes. Anything else is refused,
/// so a test that reaches further than it meant to fails plainly.
final class FakeEventsAPI: EventsAPI {
    private struct State {
        var events: [Event]
        var feeds: [AsyncThrowingStream<Int, any Error>.Continuation] = []
        var feedRequests: [Int?] = []
        var openFeeds = 0
        var areaQueries = 0
    }

    private let state: Mutex<State>

    init(events: [Event] = []) {
        state = Mutex(State(events: events))
    }

    /// Stores `event` and tells every open feed of it, as the server does after a create.
    func push(_ event: Event, sequence: Int) {
        let feeds = state.withLock { state in
            state.events.append(event)
            return state.feeds
        }
        for feed in feeds { feed.yield(sequence) }
    }

    var feedRequests: [Int?] { state.withLock { $0.feedRequests } }
    /// Feeds opened and not yet let go by their reader.
    var openFeeds: Int { state.withLock { $0.openFeeds } }
    var areaQueries: Int { state.withLock { $0.areaQueries } }

    func events(in area: Area, matching filter: EventFilter) async throws(EventsError) -> EventPage {
        state.withLock { state in
            state.areaQueries += 1
            return EventPage(events: state.events, total: state.events.count)
        }
    }

    func changes(after lastSeen: Int?) async throws(EventsError) -> AsyncThrowingStream<Int, any Error> {
        let (feed, continuation) = AsyncThrowingStream.makeStream(of: Int.self)
        state.withLock { state in
            state.feedRequests.append(lastSeen)
            state.feeds.append(continuation)
            state.openFeeds += 1
        }
        continuation.onTermination = { [weak self] _ in self?.state.withLock { $0.openFeeds -= 1 } }
        return feed
    }

    private static let unfaked = EventsError.unreachable("not faked")
    func register(_ registration: Registration) async throws(EventsError) -> SignedIn { throw Self.unfaked }
    func signIn(email: String, password: String) async throws(EventsError) -> SignedIn { throw Self.unfaked }
    func user(token: String) async throws(EventsError) -> User { throw Self.unfaked }
    func signOut(token: String) async {}
    func requestPasswordReset(email: String) async throws(EventsError) { throw Self.unfaked }
    func confirmPasswordReset(email: String, code: String, password: String) async throws(EventsError) { throw Self.unfaked }
    func createEvent(_ draft: EventDraft, token: String) async throws(EventsError) -> Event { throw Self.unfaked }
    func updateEvent(id: Int, with edit: EventEdit, token: String) async throws(EventsError) -> Event { throw Self.unfaked }
    func deleteEvent(id: Int, token: String) async throws(EventsError) { throw Self.unfaked }
    func calendarFile(ofEvent id: Int) async throws(EventsError) -> Data { throw Self.unfaked }
    func events(ownedBy token: String) async throws(EventsError) -> [Event] { throw Self.unfaked }
}
