import EventMapAPI

/// Where the server keeps its records: SQL only, no rules. `EventsService` holds the rules
/// (what is valid, how passwords and tokens are kept) once, for every database.
///
/// Every store of a change feed entry comes with the event in the same transaction, and the
/// entries of the feed are numbered in the order they commit, so a reader that has seen entry
/// N and later asks for what came after N misses nothing.
public protocol EventsRepository: Sendable {
    /// The new user's id; `.emailTaken` when the e-mail (already normalized) is in use.
    func insertUser(_ user: NewUser) async throws(EventsError) -> Int
    func account(email: String) async throws(EventsError) -> StoredAccount?
    func insertSession(tokenDigest: String, userID: Int, expiresAt: Double) async throws(EventsError)
    /// The session's user and when it expires, seconds since 1970.
    func session(tokenDigest: String) async throws(EventsError) -> (user: User, expiresAt: Double)?
    func deleteSession(tokenDigest: String) async throws(EventsError)
    /// Keeps one pending reset per e-mail: a new code replaces the old one.
    func storeReset(_ reset: PendingReset) async throws(EventsError)
    func reset(email: String) async throws(EventsError) -> PendingReset?
    /// Sets the user's password, and ends the reset and every session of the user, at once.
    func completeReset(email: String, passwordHash: String) async throws(EventsError)
    /// Counts a wrong code against the reset; the reset is gone once the count reaches `limit`.
    func failReset(email: String, limit: Int) async throws(EventsError)

    /// Counts an attempt on every key, in one atomic step shared by every process on this
    /// database: on all of the keys, or on none when any is at its limit. Records older than a
    /// day are forgotten, so no rule's window may be longer.
    func countAttempt(on keys: [AttemptKey], now: Double) async throws(EventsError) -> AttemptCount
    /// Takes back attempts counted (the ids of `.counted`): they turned out not to be failures.
    func uncountAttempts(_ ids: [Int]) async throws(EventsError)
    /// Forgets every attempt of these kinds counted for the account.
    func forgetAttempts(ofAccount account: String, kinds: [String]) async throws(EventsError)
    /// Whether the database answers now: `GET /ready`.
    func isReachable() async -> Bool

    /// Stores the events and their change feed entries, all or none, counting one attempt on
    /// `keys` in the same transaction (`.throttled` and nothing stored when one is at its limit).
    func insertEvents(_ drafts: [EventDraft], ownerID: Int, countingOn keys: [AttemptKey], now: Double) async throws(EventsError) -> [Event]
    /// Makes the event `id` what `change` makes of it and records the update in the feed, in one
    /// transaction, counting one attempt on `keys` there: `.notFound` when there is no such
    /// event, `.notAuthor` when it is not `ownerID`'s, `.throttled` when a key is at its limit,
    /// or what `change` throws, and nothing changed or counted.
    func updateEvent(
        id: Int, ownerID: Int, countingOn keys: [AttemptKey], now: Double, change: @escaping @Sendable (Event) throws(EventsError) -> EventDraft
    ) async throws(EventsError) -> Event
    /// Deletes the event `id` and records the deletion in the feed, in one transaction, counting
    /// one attempt on `keys` there: `.notFound`, `.notAuthor` or `.throttled` as `updateEvent` has them.
    func deleteEvent(id: Int, ownerID: Int, countingOn keys: [AttemptKey], now: Double) async throws(EventsError)
    func events(in area: Area, matching filter: EventFilter, limit: Int) async throws(EventsError) -> EventPage
    func event(id: Int) async throws(EventsError) -> Event?
    /// The owner's events with ids above `after`, at most `limit`, in order of id.
    func events(ownerID: Int, after: Int, limit: Int) async throws(EventsError) -> [Event]
    /// At most `limit` entries after `sequence`, oldest first: a creation or update with the
    /// event as it stands now, a deletion with the event's id. A creation or update of an event
    /// deleted since is left out; its deletion comes later.
    func changes(since sequence: Int, limit: Int) async throws(EventsError) -> [EventChange]
    func latestChange() async throws(EventsError) -> Int
    /// A mark that moves whenever the change feed may have moved, read without waiting and
    /// without reading events; `nil` when the database cannot tell cheaply.
    func feedMark() -> FeedMark?
    /// Calls `changed` whenever another process may have changed the feed, until the task is
    /// cancelled. By default it watches `feedMark()` (cheap to read: SQLite's data version)
    /// every `markInterval`; a database that can push changes (PostgreSQL's `LISTEN`) does.
    func followChanges(_ changed: @escaping @Sendable () async -> Void) async
    /// The operations on the database's connection pool now, for the server's metrics; nil for
    /// a database without a pool.
    func operationsInFlight() -> Int?
}

extension EventsRepository {
    /// Stores the events and their change feed entries, all or none.
    public func insertEvents(_ drafts: [EventDraft], ownerID: Int) async throws(EventsError) -> [Event] {
        try await insertEvents(drafts, ownerID: ownerID, countingOn: [], now: 0)
    }

    public func feedMark() -> FeedMark? { nil }

    public func operationsInFlight() -> Int? { nil }

    public func isReachable() async -> Bool { true }

    public func followChanges(_ changed: @escaping @Sendable () async -> Void) async {
        var seen = feedMark()
        while (try? await Task.sleep(for: markInterval)) != nil {
            let mark = feedMark()
            if mark != seen {
                seen = mark
                await changed()
            }
        }
    }
}

/// How often a follower without pushed changes looks at the feed's mark.
let markInterval = Duration.milliseconds(100)

/// How long attempts are remembered: longer than any `AttemptRule`'s window.
public let attemptMemory: Double = 24 * 60 * 60

public struct NewUser: Sendable {
    public let name: String
    public let email: String
    public let birthDate: String
    public let passwordHash: String

    public init(name: String, email: String, birthDate: String, passwordHash: String) {
        self.name = name
        self.email = email
        self.birthDate = birthDate
        self.passwordHash = passwordHash
    }
}

public struct StoredAccount: Sendable {
    public let user: User
    public let passwordHash: String

    public init(user: User, passwordHash: String) {
        self.user = user
        self.passwordHash = passwordHash
    }
}

/// A password reset waiting for its code: only the code's digest is kept.
public struct PendingReset: Sendable, Equatable {
    public let email: String
    public let codeDigest: String
    public let expiresAt: Double
    public let failures: Int

    public init(email: String, codeDigest: String, expiresAt: Double, failures: Int = 0) {
        self.email = email
        self.codeDigest = codeDigest
        self.expiresAt = expiresAt
        self.failures = failures
    }
}

/// Where a database's change feed stands, as `EventsRepository.feedMark()` tells it.
public struct FeedMark: Hashable, Sendable {
    private let parts: [Int64]

    public init(_ parts: Int64...) {
        self.parts = parts
    }
}
