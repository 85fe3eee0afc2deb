import EventMapAPI
import Foundation
import Logging
import ViperSQLite

/// The server's rules, for any database: what a valid account and event are, how passwords,
/// tokens and reset codes are kept (only as hashes), how guessing is slowed. The HTTP API
/// calls it; tests and benchmarks call it in process.
public final class EventsService: Sendable {
    public static let minimumPasswordLength = APILimits.minimumPasswordLength
    public static let tokenLifetime = Tokens.lifetime
    public static let defaultLimit = APILimits.defaultPageSize
    public static let maximumLimit = APILimits.maximumPageSize
    public static let fieldLimits = APILimits.fieldLimits
    public static let earliestBirthDate = APILimits.earliestBirthDate
    /// Who a request comes from when it does not come over the network: tests and tools.
    public static let inProcess = "in-process"

    public let repository: any EventsRepository
    private let hashing: PasswordHashing
    private let clock: WallClock
    private let outbox: any Outbox
    private let work: BlockingWork
    private let limits: AttemptPolicy
    /// Told of what could not be done without failing the request, such as a message not sent.
    private let problems: @Sendable (String) -> Void

    public init(
        repository: any EventsRepository, hashing: PasswordHashing = .production, clock: WallClock, outbox: any Outbox = DiscardingOutbox(),
        work: BlockingWork = .inProcess, limits: AttemptPolicy = .standard, problems: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.limits = limits
        self.repository = repository
        self.hashing = hashing
        self.clock = clock
        self.outbox = outbox
        self.work = work
        self.problems = problems
    }

    /// A service on the SQLite database at `path` (created, or migrated, as needed), its pages
    /// checked for damage as `integrity` says; what it recovers from goes to `logger`.
    public static func sqlite(
        path: String, hashing: PasswordHashing = .production, clock: WallClock, logger: Logger, outbox: any Outbox = DiscardingOutbox(),
        integrity: IntegrityCheck = .onOpening
    ) throws(DatabaseError) -> EventsService {
        EventsService(
            repository: try SQLiteEventsRepository(path: path, logger: logger, integrity: integrity), hashing: hashing, clock: clock, outbox: outbox)
    }

    private var now: Double { clock.now().timeIntervalSince1970 }

    /// Now, on the service's clock.
    public var date: Date { clock.now() }

    // MARK: Accounts

    /// Registrations over the network (`address` not `inProcess`) are limited per address.
    /// A taken e-mail costs the hashing a new one does, so timing does not tell which it was.
    public func register(_ registration: Registration, from address: String = inProcess) async throws(EventsError) -> SignedIn {
        try Self.checkLength(registration.name, field: "name", maximum: Self.fieldLimits.name)
        try Self.checkLength(registration.email, field: "email", maximum: Self.fieldLimits.email)
        let name = registration.name.trimmingCharacters(in: .whitespaces)
        let email = Self.normalized(registration.email)
        guard !name.isEmpty else { throw .invalidName }
        try InputRules.checkPlain(name, field: "name")
        guard Self.isPlausibleEmail(email) else { throw .invalidEmail }
        try checkPassword(registration.password)
        guard let birth = InputRules.strictDate(registration.birthDate) else { throw .invalidBirthDate }
        guard birth <= clock.now() else { throw .birthDateInFuture }
        guard registration.birthDate >= Self.earliestBirthDate else { throw .birthDateTooEarly(earliest: Self.earliestBirthDate) }
        if address != Self.inProcess { _ = try await count(limits.registration(address: address)) }
        let passwordHash = try await hash(registration.password)
        let id = try await repository.insertUser(NewUser(name: name, email: email, birthDate: registration.birthDate, passwordHash: passwordHash))
        return SignedIn(token: try await startSession(for: id), user: User(id: id, name: name, email: email, birthDate: registration.birthDate))
    }

    /// Counts the attempt before the password is checked, in one step with the check of the
    /// limits, so parallel guesses cannot pass together; a right password takes its own count
    /// back (and no more: the owner signing in does not free an attacker's guesses).
    public func signIn(email: String, password: String, from address: String = inProcess) async throws(EventsError) -> SignedIn {
        let email = Self.normalized(email)
        let attempt = try await count(limits.signIn(email: email, address: address))
        let account = try await repository.account(email: email)
        let (hashing, storedHash) = (hashing, account?.passwordHash)
        let matches: Bool
        do {
            matches = try await work.run { () throws(EventsError) -> Bool in
                // Hashing the password costs what checking it would: an unknown e-mail answers no faster.
                guard let storedHash else {
                    _ = try? hashing.hash(password)
                    return false
                }
                return (try? PasswordHashing.verify(password, against: storedHash)) == true
            }
        } catch {
            // Not checked, so not a failure.
            try? await repository.uncountAttempts(attempt)
            throw error
        }
        guard let account, matches else { throw .wrongCredentials }
        try await repository.uncountAttempts(attempt)
        return SignedIn(token: try await startSession(for: account.user.id), user: account.user)
    }

    public func user(token: String) async throws(EventsError) -> User {
        guard SessionToken.isWellFormed(token), let session = try await repository.session(tokenDigest: Tokens.digest(token)) else { throw .invalidToken }
        guard session.expiresAt > now else { throw .expiredToken }
        return session.user
    }

    public func signOut(token: String) async {
        try? await repository.deleteSession(tokenDigest: Tokens.digest(token))
    }

    /// Sends a code when the account exists and has had fewer than three this hour; answers
    /// the same either way. Requests are limited per address.
    public func requestPasswordReset(email: String, from address: String = inProcess) async throws(EventsError) {
        try Self.checkLength(email, field: "email", maximum: Self.fieldLimits.email)
        let email = Self.normalized(email)
        guard Self.isPlausibleEmail(email) else { throw .invalidEmail }
        _ = try await count(limits.resetRequest(address: address))
        guard try await repository.account(email: email) != nil else { return }
        guard case .counted = try await repository.countAttempt(on: limits.resetMail(email: email), now: now) else {
            problems("a password reset code was not sent: the account had \(limits.resetMailsPerAccount.limit) this hour")
            return
        }
        let code: String
        do { code = try ResetCodes.make() } catch { throw .storage(error.message) }
        try await repository.storeReset(PendingReset(email: email, codeDigest: Tokens.digest(code), expiresAt: now + ResetCodes.lifetime))
        do {
            try await outbox.send(
                OutgoingMessage(
                    to: email, subject: "Your Event Map password reset code",
                    body: "Your code is \(code). It works once, for \(Int(ResetCodes.lifetime / 60)) minutes.\n"
                        + "If you did not ask to reset your password, ignore this message."
                ))
        } catch {
            problems("a password reset code was not sent: \(error.reason)")
        }
    }

    /// Every code tried counts against the account (across the codes it was sent) and the
    /// address before it is compared; a right one takes its count back and clears the account's
    /// failures, so the new password signs in at once.
    public func confirmPasswordReset(email: String, code: String, password: String, from address: String = inProcess) async throws(EventsError) {
        let email = Self.normalized(email)
        try checkPassword(password)
        let attempt = try await count(limits.resetCode(email: email, address: address))
        guard let reset = try await repository.reset(email: email), reset.expiresAt > now else { throw .wrongResetCode }
        guard ResetCodes.matches(code, digest: reset.codeDigest) else {
            try await repository.failReset(email: email, limit: ResetCodes.attempts)
            throw .wrongResetCode
        }
        try await repository.completeReset(email: email, passwordHash: try await hash(password))
        try await repository.uncountAttempts(attempt)
        try await repository.forgetAttempts(ofAccount: email, kinds: AttemptPolicy.forgottenOnReset)
    }

    // MARK: Events

    /// Over the network (`address` not `inProcess`), an account creates at most
    /// `limits.eventsPerAccount` events an hour.
    public func createEvent(_ draft: EventDraft, token: String, from address: String = inProcess) async throws(EventsError) -> Event {
        let owner = try await user(token: token)
        let checked = try Self.checked(draft)
        let keys = address == Self.inProcess ? [] : limits.eventCreation(ownerID: owner.id)
        return try await repository.insertEvents([checked], ownerID: owner.id, countingOn: keys, now: now)[0]
    }

    /// The author's `edit` of the event `id`, its result checked as a new event is: `.notFound`
    /// when there is no such event, `.notAuthor` when it is another user's. Over the network,
    /// an account edits and deletes at most `limits.eventChangesPerAccount` times an hour.
    public func updateEvent(id: Int, with edit: EventEdit, token: String, from address: String = inProcess) async throws(EventsError) -> Event {
        let owner = try await user(token: token)
        return try await repository.updateEvent(id: id, ownerID: owner.id, countingOn: changeKeys(owner, address), now: now) {
            event throws(EventsError) in try Self.checked(edit.applied(to: event))
        }
    }

    /// Deletes the author's event `id`: `.notFound` when there is no such event, `.notAuthor`
    /// when it is another user's. Counted with edits.
    public func deleteEvent(id: Int, token: String, from address: String = inProcess) async throws(EventsError) {
        let owner = try await user(token: token)
        try await repository.deleteEvent(id: id, ownerID: owner.id, countingOn: changeKeys(owner, address), now: now)
    }

    private func changeKeys(_ owner: User, _ address: String) -> [AttemptKey] {
        address == Self.inProcess ? [] : limits.eventChange(ownerID: owner.id)
    }

    /// Creates several events in one transaction: all of them, or none.
    public func createEvents(_ drafts: [EventDraft], token: String) async throws(EventsError) -> [Event] {
        let owner = try await user(token: token)
        return try await repository.insertEvents(try drafts.map(Self.checked), ownerID: owner.id)
    }

    public func events(in area: Area, matching filter: EventFilter) async throws(EventsError) -> [Event] {
        try await events(in: area, matching: filter, limit: Self.maximumLimit).events
    }

    /// A period said as a reader says it ("today") is taken on this server's clock, in UTC.
    public func events(in area: Area, matching filter: EventFilter, limit: Int) async throws(EventsError) -> EventPage {
        var filter = filter
        filter.period = .window(filter.period.window(at: clock.now(), in: .gmt))
        return try await repository.events(in: area, matching: filter, limit: min(max(limit, 0), Self.maximumLimit))
    }

    public func event(id: Int) async throws(EventsError) -> Event {
        guard let event = try await repository.event(id: id) else { throw .notFound }
        return event
    }

    /// A page of the token's user's events, after the event `after` (0: from the first).
    public func events(ownedBy token: String, after: Int = 0, limit: Int = defaultLimit) async throws(EventsError) -> OwnEventPage {
        let limit = min(max(limit, 1), Self.maximumLimit)
        let events = try await repository.events(ownerID: user(token: token).id, after: after, limit: limit)
        return OwnEventPage(events: events, next: events.count == limit ? events.last?.id : nil)
    }

    private func count(_ keys: [AttemptKey]) async throws(EventsError) -> [Int] {
        switch try await repository.countAttempt(on: keys, now: now) {
        case .counted(let ids): return ids
        case .refused(let wait): throw .throttled(retryAfter: wait)
        }
    }

    private func startSession(for userID: Int) async throws(EventsError) -> String {
        let token: String
        do { token = try Tokens.make() } catch { throw .storage(error.message) }
        try await repository.insertSession(tokenDigest: Tokens.digest(token), userID: userID, expiresAt: now + Self.tokenLifetime)
        return token
    }

    private func hash(_ password: String) async throws(EventsError) -> String {
        let hashing = hashing
        return try await work.run { () throws(EventsError) -> String in
            do { return try hashing.hash(password) } catch let error as SecurityError { throw .storage(error.message) } catch { throw .storage("\(error)") }
        }
    }

    private func checkPassword(_ password: String) throws(EventsError) {
        try InputRules.checkPassword(password, minimum: Self.minimumPasswordLength, maximumBytes: Self.fieldLimits.password)
    }

    /// The draft with its title trimmed; `.invalidEvent` or `.invalidField` naming the field that is wrong.
    static func checked(_ draft: EventDraft) throws(EventsError) -> EventDraft {
        let limits = fieldLimits
        for (field, text, limit) in [
            ("title", draft.title, limits.title), ("description", draft.description, limits.description), ("address", draft.address, limits.address),
        ] {
            try checkLength(text, field: field, maximum: limit)
        }
        let title = draft.title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !title.isEmpty else { throw .invalidEvent("an event needs a title") }
        for (field, text) in [("title", title), ("description", draft.description), ("address", draft.address)] {
            try InputRules.checkPlain(text, field: field, allowingLineBreaks: field == "description")
        }
        if let time = draft.time, let end = time.end, end <= time.start { throw .invalidField("end", "must be after the start") }
        return EventDraft(
            title: title, description: draft.description, address: draft.address, type: draft.type, age: draft.age, position: draft.position,
            time: draft.time)
    }

    /// A text is as long as it was sent, spaces around it included, as the document's
    /// `maxLength` counts it: in Unicode code points.
    private static func checkLength(_ text: String, field: String, maximum: Int) throws(EventsError) {
        guard text.unicodeScalars.count <= maximum else { throw .tooLong(field: field, maximum: maximum) }
    }

    static func normalized(_ email: String) -> String {
        email.trimmingCharacters(in: .whitespaces).lowercased()
    }

    /// Something@something.something, with no spaces or control characters: enough to catch
    /// typing slips; the only real proof of an address is a message that arrives.
    /// Read by Unicode scalars, as the document's pattern is: an `@` or `.` followed by a
    /// combining mark still separates.
    static func isPlausibleEmail(_ email: String) -> Bool {
        let parts = email.unicodeScalars.split(separator: "@", omittingEmptySubsequences: false)
        guard email.unicodeScalars.count <= fieldLimits.email, parts.count == 2, !parts[0].isEmpty,
            !email.unicodeScalars.contains(where: \.properties.isWhitespace),
            InputRules.problem(in: email) == nil
        else { return false }
        let domain = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        return domain.count >= 2 && domain.allSatisfy { !$0.isEmpty }
    }
}

/// Drops every message: the default of an in-process service.
public struct DiscardingOutbox: Outbox {
    public init() {}

    public func send(_ message: OutgoingMessage) async throws(OutboxError) {}
}
