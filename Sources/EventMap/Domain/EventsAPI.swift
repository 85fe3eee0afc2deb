import EventMapAPI
import Foundation
import Viper

/// Event Map's server, as the app sees it. `EventsClient` speaks to a real one over HTTP (the
/// embedded one on a loopback port, or `--server URL`); tests may put a fake in its place.
public protocol EventsAPI: Sendable {
    func register(_ registration: Registration) async throws(EventsError) -> SignedIn
    func signIn(email: String, password: String) async throws(EventsError) -> SignedIn
    /// The user a token belongs to; `.expiredToken` or `.invalidToken` otherwise.
    func user(token: String) async throws(EventsError) -> User
    func signOut(token: String) async
    /// Asks for a reset code for the login; the answer is the same whether or not the
    /// account exists.
    func requestPasswordReset(email: String) async throws(EventsError)
    /// Sets a new password with the code the reset sent; every session of the user ends.
    func confirmPasswordReset(email: String, code: String, password: String) async throws(EventsError)
    func createEvent(_ draft: EventDraft, token: String) async throws(EventsError) -> Event
    /// The event with the author's changes; `.notAuthor` for another user's event, `.notFound`
    /// when it is gone.
    func updateEvent(id: Int, with edit: EventEdit, token: String) async throws(EventsError) -> Event
    /// Takes the event off every map; `.notAuthor` for another user's event, `.notFound` when
    /// it is gone already.
    func deleteEvent(id: Int, token: String) async throws(EventsError)
    /// The event as an iCalendar file (`.ics`), for a calendar program.
    func calendarFile(ofEvent id: Int) async throws(EventsError) -> Data
    /// A page of the events in `area` matching `filter` (the server's default page, 500 at
    /// most), and how many match in all.
    func events(in area: Area, matching filter: EventFilter) async throws(EventsError) -> EventPage
    func events(ownedBy token: String) async throws(EventsError) -> [Event]
    /// Opens the change feed: the number of every change after `lastSeen` (from now when
    /// `nil`), as it happens. Returns once the feed is open; the stream ends, or fails, when it
    /// is lost. Only the numbers are told: what changed is read again, so an event this client
    /// cannot read (of a newer kind) cannot stop the feed.
    func changes(after lastSeen: Int?) async throws(EventsError) -> AsyncThrowingStream<Int, any Error>
}
