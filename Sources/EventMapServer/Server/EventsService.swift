import Foundation
import Viper
import ViperSQLite

/// The server's rules, for any database: what a valid account and event are, how passwords,
/// tokens and reset codes are kept (only as hashes), how guessing is slowed. The HTTP API
/// calls it; tests and benchmarks call it in process.
public final class EventsService: Sendable {
    public static let minimumPasswordLength = 8
    public static let tokenLifetime = Tokens.lifetime
    public static let defaultLimit = 500
    /// The most events one area query answers with.
    public static let maximumLimit = 5_000
    public static let fieldLimits = (title: 200, description: 5_000, address: 500, name: 200, email: 254, password: 1_024)

    public let repository: any EventsRepository
    private let hashing: PasswordHashing
    private let clock: any AppClock
    private let outbox: any Outbox
    private let throttle: SignInThrottle
    /// Told of what could not be done without failing the request, such as a message not sent.
    private let problems: @Sendable (String) -> Void

    public init(
        repository: any EventsRepository, hashing: PasswordHashing = .production, clock: any AppClock,
        outbox: any Outbox = DiscardingOutbox(), throttle: SignInThrottle = SignInThrottle(), problems: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.repository = repository
        self.hashing = hashing
        self.clock = clock
        self.outbox = outbox
        self.throttle = throttle
        self.problems = problems
    }

    /// A service on the SQLite database at `path` (created, or migrated, as needed).
    public static func sqlite(
        path: String, hashing: PasswordHashing = .production, clock: any AppClock, notices: Notices, outbox: any Outbox = DiscardingOutbox()
    ) throws(DatabaseError) -> EventsService {
        EventsService(repository: try SQLiteEventsRepository(path: path, notices: notices), hashing: hashing, clock: clock, outbox: outbox)
    }

    private var now: Double { clock.date.timeIntervalSince1970 }

    // MARK: Accounts

    public func register(_ registration: Registration) async throws(EventsError) -> SignedIn {
        let name = registration.name.trimmingCharacters(in: .whitespaces)
        let email = Self.normalized(registration.email)
        guard !name.isEmpty, name.count <= Self.fieldLimits.name else { throw .invalidName }
        guard Self.isPlausibleEmail(email) else { throw .invalidEmail }
        try checkPassword(registration.password)
        guard let birth = ISODate.parse(registration.birthDate, includesTime: false) else { throw .invalidBirthDate }
        guard birth <= clock.date else { throw .birthDateInFuture }
        let id = try await repository.insertUser(NewUser(name: name, email: email, birthDate: registration.birthDate, passwordHash: try hash(registration.password)))
        return SignedIn(token: try await startSession(for: id), user: User(id: id, name: name, email: email, birthDate: registration.birthDate))
    }

    public func signIn(email: String, password: String) async throws(EventsError) -> SignedIn {
        try await signIn(email: email, password: password, from: "local")
    }

    /// Refuses with `.throttled` after too many failures for the e-mail or from the address.
    public func signIn(email: String, password: String, from address: String) async throws(EventsError) -> SignedIn {
        let email = Self.normalized(email)
        if let wait = throttle.retryAfter(email: email, address: address, now: now) { throw .throttled(retryAfter: wait) }
        let account = try await repository.account(email: email)
        let matches: Bool
        if let account {
            matches = (try? PasswordHashing.verify(password, against: account.passwordHash)) == true
        } else {
            // Hashing the password costs what checking it would: an unknown e-mail answers no faster.
            _ = try? hashing.hash(password)
            matches = false
        }
        guard let account, matches else {
            throttle.recordFailure(email: email, address: address, now: now)
            throw .wrongCredentials
        }
        throttle.recordSuccess(email: email)
        return SignedIn(token: try await startSession(for: account.user.id), user: account.user)
    }

    public func user(token: String) async throws(EventsError) -> User {
        guard Tokens.isWellFormed(token), let session = try await repository.session(tokenDigest: Tokens.digest(token)) else { throw .invalidToken }
        guard session.expiresAt > now else { throw .expiredToken }
        return session.user
    }

    public func signOut(token: String) async {
        try? await repository.deleteSession(tokenDigest: Tokens.digest(token))
    }

    /// Sends a code when the account exists; answers the same either way.
    public func requestPasswordReset(email: String) async throws(EventsError) {
        let email = Self.normalized(email)
        guard Self.isPlausibleEmail(email) else { throw .invalidEmail }
        guard try await repository.account(email: email) != nil else { return }
        let code: String
        do { code = try ResetCodes.make() } catch { throw .storage(error.message) }
        try await repository.storeReset(PendingReset(email: email, codeDigest: Tokens.digest(code), expiresAt: now + ResetCodes.lifetime))
        do {
            try await outbox.send(OutgoingMessage(
                to: email, subject: "Your Event Map password reset code",
                body: "Your code is \(code). It works once, for \(Int(ResetCodes.lifetime / 60)) minutes.\n"
                    + "If you did not ask to reset your password, ignore this message."
            ))
        } catch {
            problems("a password reset code was not sent: \(error.reason)")
        }
    }

    public func confirmPasswordReset(email: String, code: String, password: String) async throws(EventsError) {
        let email = Self.normalized(email)
        try checkPassword(password)
        guard let reset = try await repository.reset(email: email), reset.expiresAt > now else { throw .wrongResetCode }
        guard ResetCodes.matches(code, digest: reset.codeDigest) else {
            try await repository.failReset(email: email, limit: ResetCodes.attempts)
            throw .wrongResetCode
        }
        try await repository.completeReset(email: email, passwordHash: try hash(password))
    }

    // MARK: Events

    public func createEvent(_ draft: EventDraft, token: String) async throws(EventsError) -> Event {
        try await createEvents([draft], token: token)[0]
    }

    /// Creates several events in one transaction: all of them, or none.
    public func createEvents(_ drafts: [EventDraft], token: String) async throws(EventsError) -> [Event] {
        let owner = try await user(token: token)
        return try await repository.insertEvents(try drafts.map(Self.checked), ownerID: owner.id)
    }

    public func events(in area: Area, matching filter: EventFilter) async throws(EventsError) -> [Event] {
        try await events(in: area, matching: filter, limit: Self.maximumLimit).events
    }

    public func events(in area: Area, matching filter: EventFilter, limit: Int) async throws(EventsError) -> EventPage {
        try await repository.events(in: area, matching: filter, limit: min(max(limit, 0), Self.maximumLimit))
    }

    public func event(id: Int) async throws(EventsError) -> Event {
        guard let event = try await repository.event(id: id) else { throw .notFound }
        return event
    }

    public func events(ownedBy token: String) async throws(EventsError) -> [Event] {
        try await repository.events(ownerID: user(token: token).id)
    }

    private func startSession(for userID: Int) async throws(EventsError) -> String {
        let token: String
        do { token = try Tokens.make() } catch { throw .storage(error.message) }
        try await repository.insertSession(tokenDigest: Tokens.digest(token), userID: userID, expiresAt: now + Self.tokenLifetime)
        return token
    }

    private func hash(_ password: String) throws(EventsError) -> String {
        do { return try hashing.hash(password) } catch { throw .storage(error.message) }
    }

    private func checkPassword(_ password: String) throws(EventsError) {
        guard password.count >= Self.minimumPasswordLength, password.utf8.count <= Self.fieldLimits.password else {
            throw .shortPassword(minimum: Self.minimumPasswordLength)
        }
    }

    /// The draft with its title trimmed; `.invalidEvent` naming the field that is wrong.
    static func checked(_ draft: EventDraft) throws(EventsError) -> EventDraft {
        let title = draft.title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !title.isEmpty else { throw .invalidEvent("an event needs a title") }
        let limits = fieldLimits
        for (field, text, limit) in [("title", title, limits.title), ("description", draft.description, limits.description), ("address", draft.address, limits.address)]
        where text.count > limit {
            throw .invalidEvent("\(field) is longer than \(limit) characters")
        }
        return EventDraft(title: title, description: draft.description, address: draft.address, type: draft.type, age: draft.age, position: draft.position)
    }

    static func normalized(_ email: String) -> String {
        email.trimmingCharacters(in: .whitespaces).lowercased()
    }

    /// Something@something.something, with no spaces: enough to catch typing slips; the
    /// only real proof of an address is a message that arrives.
    static func isPlausibleEmail(_ email: String) -> Bool {
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard email.utf8.count <= fieldLimits.email, parts.count == 2, !parts[0].isEmpty, !email.contains(where: \.isWhitespace) else { return false }
        let domain = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        return domain.count >= 2 && domain.allSatisfy { !$0.isEmpty }
    }
}

/// Drops every message: the default of an in-process service.
public struct DiscardingOutbox: Outbox {
    public init() {}

    public func send(_ message: OutgoingMessage) async throws(OutboxError) {}
}
