import EventMapAPI
import Foundation
import Logging
import Viper
import ViperSQLite

/// The records in one SQLite file: the embedded server's database, the default of
/// `eventmap-server`. Every process that opens the same file shares it. Every query is
/// parameterized.
public final class SQLiteEventsRepository: EventsRepository {
    private let database: Database
    private let pruning = AttemptPruning()

    /// A damaged database file is moved aside with a warning on `logger`, and a fresh one started;
    /// `integrity` says whether its pages are read for damage before this returns or after.
    public init(path: String, logger: Logger, integrity: IntegrityCheck = .onOpening) throws(DatabaseError) {
        database = try Database.openRecovering(
            path: path, migrations: SQLiteEventsSchema.migrations, reportingTo: { logger.warning("\($0)") }, integrity: integrity)
        try Self.renewStaleSearchKeys(in: database)
    }

    /// Gives the events stored before search keys were NFKC and case-folded keys of today, in
    /// one transaction, once: a later opening finds no `stale_search_keys` table.
    private static func renewStaleSearchKeys(in database: Database) throws(DatabaseError) {
        guard try !database.query("SELECT 1 FROM sqlite_master WHERE name = 'stale_search_keys'").isEmpty else { return }
        try database.typedTransaction { () throws(DatabaseError) in
            let stale = try database.query("SELECT id, title, description FROM events JOIN stale_search_keys USING (id)")
            for row in stale {
                guard let id = row.int("id"), let title = row.string("title"), let description = row.string("description") else { continue }
                try database.execute("UPDATE events SET search = ? WHERE id = ?", [.text(EventSearch.searchable(title, description)), .integer(id)])
            }
            try database.execute("DROP TABLE stale_search_keys")
        }
    }

    // MARK: Accounts

    public func insertUser(_ user: NewUser) async throws(EventsError) -> Int {
        try write { database in
            guard try database.query("SELECT 1 FROM users WHERE email = ?", [.text(user.email)]).isEmpty else { throw EventsError.emailTaken }
            try database.execute(
                "INSERT INTO users (name, email, birth_date, password_hash) VALUES (?, ?, ?, ?)",
                [.text(user.name), .text(user.email), .text(user.birthDate), .text(user.passwordHash)])
            return Int(database.lastInsertRowID)
        }
    }

    public func account(email: String) async throws(EventsError) -> StoredAccount? {
        try read("SELECT id, name, email, birth_date, password_hash FROM users WHERE email = ?", [.text(email)]).first.flatMap { row in
            Self.user(row).flatMap { user in row.string("password_hash").map { StoredAccount(user: user, passwordHash: $0) } }
        }
    }

    public func insertSession(tokenDigest: String, userID: Int, expiresAt: Double) async throws(EventsError) {
        try write { database in
            try database.execute(
                "INSERT INTO sessions (token_digest, user_id, expires_at) VALUES (?, ?, ?)",
                [.text(tokenDigest), .integer(Int64(userID)), .real(expiresAt)])
        }
    }

    public func session(tokenDigest: String) async throws(EventsError) -> (user: User, expiresAt: Double)? {
        let rows = try read(
            """
            SELECT users.id, name, email, birth_date, expires_at FROM sessions JOIN users ON users.id = sessions.user_id
            WHERE token_digest = ?
            """, [.text(tokenDigest)])
        guard let row = rows.first, let user = Self.user(row), let expiry = row.double("expires_at") else { return nil }
        return (user, expiry)
    }

    public func deleteSession(tokenDigest: String) async throws(EventsError) {
        try write { database in try database.execute("DELETE FROM sessions WHERE token_digest = ?", [.text(tokenDigest)]) }
    }

    public func storeReset(_ reset: PendingReset) async throws(EventsError) {
        try write { database in
            try database.execute(
                "INSERT OR REPLACE INTO password_resets (email, code_digest, expires_at, failures) VALUES (?, ?, ?, 0)",
                [.text(reset.email), .text(reset.codeDigest), .real(reset.expiresAt)])
        }
    }

    public func reset(email: String) async throws(EventsError) -> PendingReset? {
        try read("SELECT code_digest, expires_at, failures FROM password_resets WHERE email = ?", [.text(email)]).first.flatMap { row in
            guard let digest = row.string("code_digest"), let expiry = row.double("expires_at"), let failures = row.int("failures") else { return nil }
            return PendingReset(email: email, codeDigest: digest, expiresAt: expiry, failures: Int(failures))
        }
    }

    public func completeReset(email: String, passwordHash: String) async throws(EventsError) {
        try write { database in
            try database.execute("UPDATE users SET password_hash = ? WHERE email = ?", [.text(passwordHash), .text(email)])
            try database.execute("DELETE FROM sessions WHERE user_id IN (SELECT id FROM users WHERE email = ?)", [.text(email)])
            try database.execute("DELETE FROM password_resets WHERE email = ?", [.text(email)])
        }
    }

    public func failReset(email: String, limit: Int) async throws(EventsError) {
        try write { database in
            try database.execute("UPDATE password_resets SET failures = failures + 1 WHERE email = ?", [.text(email)])
            try database.execute("DELETE FROM password_resets WHERE email = ? AND failures >= ?", [.text(email), .integer(Int64(limit))])
        }
    }

    // MARK: Limits

    public func countAttempt(on keys: [AttemptKey], now: Double) async throws(EventsError) -> AttemptCount {
        try write { database in try Self.countAttempt(on: keys, now: now, prune: pruning.isDue(at: now), in: database) }
    }

    private static func countAttempt(on keys: [AttemptKey], now: Double, prune: Bool, in database: Database) throws -> AttemptCount {
        if prune { try database.execute("DELETE FROM attempts WHERE at <= ?", [.real(now - attemptMemory)]) }
        var times: [String: [Double]] = [:]
        for key in keys {
            times[key.name] = try database.query(
                "SELECT at FROM attempts WHERE name = ? AND at > ? ORDER BY at DESC LIMIT ?",
                [.text(key.name), .real(now - key.rule.window), .integer(Int64(key.rule.limit))]
            )
            .compactMap { $0.double("at") }
        }
        if let wait = AttemptCount.decide(keys, counted: { times[$0.name] ?? [] }, now: now) { return .refused(retryAfter: wait) }
        return .counted(
            try keys.map { key in
                try database.execute(
                    "INSERT INTO attempts (kind, name, account, at) VALUES (?, ?, ?, ?)",
                    [.text(key.kind), .text(key.name), .text(key.account), .real(now)])
                return Int(database.lastInsertRowID)
            })
    }

    public func uncountAttempts(_ ids: [Int]) async throws(EventsError) {
        try write { database in
            for id in ids { try database.execute("DELETE FROM attempts WHERE id = ?", [.integer(Int64(id))]) }
        }
    }

    public func forgetAttempts(ofAccount account: String, kinds: [String]) async throws(EventsError) {
        try write { database in
            for kind in kinds { try database.execute("DELETE FROM attempts WHERE account = ? AND kind = ?", [.text(account), .text(kind)]) }
        }
    }

    // MARK: Events

    public func insertEvents(_ drafts: [EventDraft], ownerID: Int, countingOn keys: [AttemptKey], now: Double) async throws(EventsError) -> [Event] {
        try write { database in
            try countOrRefuse(on: keys, now: now, in: database)
            return try drafts.map { draft in
                guard let id = try database.query(Self.nextEventID).first?.int("last") else {
                    throw EventsError.storage("no event id is left to give")
                }
                try database.execute(
                    """
                    INSERT INTO events (id, title, description, address, type, age, latitude, longitude, search, \(Self.timeColumns), owner_id)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """, [.integer(id)] + Self.columns(of: draft) + [.integer(Int64(ownerID))])
                try Self.record(.created, of: Int(id), in: database)
                return Event(id: Int(id), draft: draft, ownerID: ownerID)
            }
        }
    }

    /// Gives the next event id: past the last given, and past every event's (a file salvaged
    /// from damage may have lost the row of the last id given, but not the events).
    private static let nextEventID = "UPDATE event_ids SET last = max(last, (SELECT coalesce(max(id), 0) FROM events)) + 1 RETURNING last"

    public func updateEvent(
        id: Int, ownerID: Int, countingOn keys: [AttemptKey], now: Double, change: @escaping @Sendable (Event) throws(EventsError) -> EventDraft
    ) async throws(EventsError) -> Event {
        try write { database in
            let draft = try change(try Self.event(id: id, ownedBy: ownerID, in: database))
            try countOrRefuse(on: keys, now: now, in: database)
            try database.execute(
                """
                UPDATE events SET title = ?, description = ?, address = ?, type = ?, age = ?, latitude = ?, longitude = ?, search = ?,
                    starts_at = ?, ends_at = ?, over_at = ?, utc_offset = ?
                WHERE id = ?
                """, Self.columns(of: draft) + [.integer(Int64(id))])
            try Self.record(.updated, of: id, in: database)
            return Event(id: id, draft: draft, ownerID: ownerID)
        }
    }

    public func deleteEvent(id: Int, ownerID: Int, countingOn keys: [AttemptKey], now: Double) async throws(EventsError) {
        try write { database in
            _ = try Self.event(id: id, ownedBy: ownerID, in: database)
            try countOrRefuse(on: keys, now: now, in: database)
            try database.execute("DELETE FROM events WHERE id = ?", [.integer(Int64(id))])
            try Self.record(.deleted, of: id, in: database)
        }
    }

    /// The event `id` within a write: `.notFound` when there is none, `.notAuthor` when it is not `ownerID`'s.
    private static func event(id: Int, ownedBy ownerID: Int, in database: Database) throws -> Event {
        guard let event = try database.query("SELECT \(eventColumns) FROM events WHERE id = ?", [.integer(Int64(id))]).first.flatMap(Self.event) else {
            throw EventsError.notFound
        }
        guard event.ownerID == ownerID else { throw EventsError.notAuthor }
        return event
    }

    /// Counts an attempt on `keys` within a write; `.throttled` when one is at its limit.
    private func countOrRefuse(on keys: [AttemptKey], now: Double, in database: Database) throws {
        if !keys.isEmpty, case .refused(let wait) = try Self.countAttempt(on: keys, now: now, prune: pruning.isDue(at: now), in: database) {
            throw EventsError.throttled(retryAfter: wait)
        }
    }

    private static func record(_ kind: EventChange.Kind, of eventID: Int, in database: Database) throws {
        try database.execute("INSERT INTO changes (event_id, kind) VALUES (?, ?)", [.integer(Int64(eventID)), .integer(Int64(kind.rawValue))])
    }

    /// The draft's values for the columns title, description, address, type, age, latitude,
    /// longitude, search and then `EventTimeColumns.names`, in that order.
    private static func columns(of draft: EventDraft) -> [SQLValue] {
        [
            .text(draft.title), .text(draft.description), .text(draft.address), .text(draft.type.rawValue), .integer(Int64(draft.age.rawValue)),
            .real(draft.position.latitude), .real(draft.position.longitude), .text(EventSearch.searchable(draft.title, draft.description)),
        ] + EventTimeColumns(draft.time).values
    }

    public func events(in area: Area, matching filter: EventFilter, limit: Int) async throws(EventsError) -> EventPage {
        let query = AreaQuery(area: area, filter: filter, textMatch: "instr(search, ?) > 0", latitudeBand: SQLiteEventsSchema.latitudeBand)
        guard let condition = query.condition else { return EventPage(events: [], total: 0) }
        // The columns of an event, all in the index `events_in_area`, which answers alone.
        let events = try read(
            "SELECT \(Self.eventColumns) FROM events WHERE \(condition) ORDER BY id LIMIT ?",
            query.parameters + [.integer(Int64(limit))]
        ).compactMap(Self.event)
        guard events.count == limit else { return EventPage(events: events, total: events.count) }
        let total = try read("SELECT count(*) AS total FROM events WHERE \(condition)", query.parameters).first?.int("total") ?? 0
        return EventPage(events: events, total: Int(total))
    }

    public func event(id: Int) async throws(EventsError) -> Event? {
        try read("SELECT \(Self.eventColumns) FROM events WHERE id = ?", [.integer(Int64(id))]).first.flatMap(Self.event)
    }

    public func events(ownerID: Int, after: Int, limit: Int) async throws(EventsError) -> [Event] {
        try read(
            "SELECT \(Self.eventColumns) FROM events WHERE owner_id = ? AND id > ? ORDER BY id LIMIT ?",
            [.integer(Int64(ownerID)), .integer(Int64(after)), .integer(Int64(limit))]
        ).compactMap(Self.event)
    }

    public func changes(since sequence: Int, limit: Int) async throws(EventsError) -> [EventChange] {
        try read(
            """
            SELECT \(Self.eventColumns), changes.seq, changes.kind, changes.event_id FROM changes LEFT JOIN events ON events.id = changes.event_id
            WHERE changes.seq > ? AND (changes.kind = ? OR events.id IS NOT NULL) ORDER BY changes.seq LIMIT ?
            """, [.integer(Int64(sequence)), .integer(Int64(EventChange.Kind.deleted.rawValue)), .integer(Int64(limit))]
        ).compactMap { row in
            guard let sequence = row.int("seq"), let kind = row.int("kind"), let eventID = row.int("event_id") else { return nil }
            return EventChange(sequence: Int(sequence), kind: Int(kind), eventID: Int(eventID), event: Self.event(row))
        }
    }

    public func latestChange() async throws(EventsError) -> Int {
        // `seq` is the table's rowid, so SQLite reads its largest value off the end of the b-tree.
        try read("SELECT max(seq) AS seq FROM changes", []).first?.int("seq").map(Int.init) ?? 0
    }

    /// Every commit moves it, this process's or another's: creating events, and also
    /// signing in, which only costs a look that finds nothing.
    public func feedMark() -> FeedMark? {
        (try? database.changeMark()).map { FeedMark($0.ownChanges, $0.othersVersion) }
    }

    // MARK: Helpers

    private static let timeColumns = EventTimeColumns.names.joined(separator: ", ")
    private static let eventColumns = "events.id, title, description, address, type, age, latitude, longitude, owner_id, starts_at, ends_at, utc_offset"

    private func read(_ sql: String, _ parameters: [SQLValue]) throws(EventsError) -> [Row] {
        do { return try database.query(sql, parameters) } catch { throw .storage(error.message) }
    }

    @discardableResult
    private func write<T>(_ body: (Database) throws -> T) throws(EventsError) -> T {
        do {
            return try database.transaction { try body(database) }
        } catch let error as EventsError {
            throw error
        } catch let error as DatabaseError {
            throw .storage(error.message)
        } catch {
            throw .storage(String(describing: error))
        }
    }

    private static func user(_ row: Row) -> User? {
        guard let id = row.int("id"), let name = row.string("name"), let email = row.string("email"),
            let birth = row.string("birth_date")
        else { return nil }
        return User(id: Int(id), name: name, email: email, birthDate: birth)
    }

    private static func event(_ row: Row) -> Event? {
        guard let id = row.int("id"), let title = row.string("title"), let type = row.string("type").flatMap(EventType.init),
            let age = row.int("age").flatMap({ AgeRestriction(rawValue: Int($0)) }),
            let latitude = row.double("latitude"), let longitude = row.double("longitude"),
            let position = Coordinate(latitude: latitude, longitude: longitude), let owner = row.int("owner_id")
        else { return nil }
        return Event(
            id: Int(id), title: title, description: row.string("description") ?? "", address: row.string("address") ?? "",
            type: type, age: age, position: position, ownerID: Int(owner),
            time: EventTimeColumns.time(start: row.double("starts_at"), end: row.double("ends_at"), offset: row.int("utc_offset").map(Int.init)))
    }
}
