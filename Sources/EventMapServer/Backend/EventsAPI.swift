/// The server of Event Map, as the app sees it. `EventsService` implements it in process, on
/// the SQLite database of the data folder, for the app and for tests.
public protocol EventsAPI: Sendable {
    func register(_ registration: Registration) async throws(EventsError) -> SignedIn
    func signIn(email: String, password: String) async throws(EventsError) -> SignedIn
    /// The user a token belongs to; `.expiredToken` or `.invalidToken` otherwise.
    func user(token: String) async throws(EventsError) -> User
    func signOut(token: String) async
    /// Records a password reset request for the login (whether or not it exists, so the
    /// answer does not reveal accounts).
    func requestPasswordReset(email: String) async throws(EventsError)
    /// Sets a new password with the code the reset sent; every session of the user ends.
    func confirmPasswordReset(email: String, code: String, password: String) async throws(EventsError)
    func createEvent(_ draft: EventDraft, token: String) async throws(EventsError) -> Event
    func events(in area: Area, matching filter: EventFilter) async throws(EventsError) -> [Event]
    func events(ownedBy token: String) async throws(EventsError) -> [Event]
    func changes(since sequence: Int) async throws(EventsError) -> EventChanges
    /// Where the change feed stands: the number of the newest change, 0 before any. Reads
    /// no events, so it costs the same however many are stored.
    func latestChange() async throws(EventsError) -> Int
    /// A mark that moves whenever the change feed may have moved, read without waiting and
    /// without reading events: a poll asks for `changes(since:)` only when it has moved.
    /// `nil` when the server cannot tell cheaply; then every poll asks.
    func feedMark() -> FeedMark?
}

extension EventsAPI {
    public func feedMark() -> FeedMark? { nil }
}

/// Where a server's change feed stands, as `EventsAPI.feedMark()` tells it.
public struct FeedMark: Hashable, Sendable {
    private let parts: [Int64]

    public init(_ parts: Int64...) {
        self.parts = parts
    }
}
