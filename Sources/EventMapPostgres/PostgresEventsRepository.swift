import EventMapAPI
import EventMapServer
import Logging
import PostgresNIO
import Viper
import ViperLocation
import ViperSQLite

/// The records in PostgreSQL, shared by any number of server processes. Each commit of change
/// feed entries sends a notification on `channel`, which every process listens to
/// (`followChanges`), so each tells its own streams of changes made through the others.
public final class PostgresEventsRepository: EventsRepository {
    static let channel = "event_changes"
    /// Held by every transaction that adds feed entries, so they are numbered in commit order
    /// and a reader that has seen entry N never later finds an entry below N.
    static let feedLock: Int64 = 0x4576_656E_7473
    /// Held while migrating, so servers starting together migrate once.
    static let migrationLock: Int64 = 0x4D69_6772_6174

    private let url: PostgresDatabaseURL
    private let connections: PostgresConnectionState
    private let logger: Logger
    private let pruning = AttemptPruning()

    private init(url: PostgresDatabaseURL, logger: Logger) {
        self.url = url
        self.logger = logger
        connections = PostgresConnectionState(url: url, logger: logger)
    }

    /// Connects, failing at once with PostgreSQL's reason when it cannot (the pool alone
    /// would wait for the server forever), then migrates the schema on that connection.
    ///
    /// Migrating is the opening's work, not a request's: it runs outside the pool's deadline,
    /// so a slow first migration on a loaded machine is not taken for the database gone.
    public static func open(_ url: PostgresDatabaseURL, logger: Logger) async throws(EventsError) -> PostgresEventsRepository {
        let connection: PostgresConnection
        do {
            connection = try await PostgresConnection.connect(configuration: url.connection, id: 0, logger: logger)
        } catch {
            throw .unreachable("cannot connect to \(url): \(PostgresFailure.describe(error))")
        }
        do {
            try await migrate(on: connection, logger: logger)
            try await connection.close()
        } catch {
            try? await connection.close()
            throw PostgresFailure.storage(error)
        }
        return PostgresEventsRepository(url: url, logger: logger)
    }

    private static func migrate(on connection: PostgresConnection, logger: Logger) async throws {
        try await connection.withTransaction(logger: logger) { connection in
            try await connection.query("SELECT pg_advisory_xact_lock(\(Self.migrationLock))", logger: logger)
            try await connection.query("CREATE TABLE IF NOT EXISTS schema_migrations (version bigint PRIMARY KEY)", logger: logger)
            var current = 0
            for try await version in try await connection.query("SELECT coalesce(max(version), 0) FROM schema_migrations", logger: logger).decode(Int.self) {
                current = version
            }
            for migration in PostgresEventsSchema.migrations where migration.version > current {
                for statement in migration.statements { try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger) }
                try await connection.query("INSERT INTO schema_migrations (version) VALUES (\(migration.version))", logger: logger)
            }
            try await Self.renewStaleSearchKeys(on: connection, logger: logger)
        }
    }

    /// Gives the events stored before search keys were NFKC and case-folded keys of today, a
    /// thousand at a time, then drops their list; within the migration's transaction.
    private static func renewStaleSearchKeys(on connection: PostgresConnection, logger: Logger) async throws {
        let listed = try await connection.query("SELECT to_regclass('stale_search_keys') IS NOT NULL", logger: logger).decode(Bool.self)
        guard try await first(listed) == true else { return }
        while true {
            var ids: [Int] = []
            var keys: [String] = []
            let rows = try await connection.query(
                """
                SELECT events.id, title, description FROM events JOIN stale_search_keys USING (id) ORDER BY events.id LIMIT 1000
                """, logger: logger)
            for try await (id, title, description) in rows.decode((Int, String, String).self) {
                ids.append(id)
                keys.append(EventSearch.searchable(title, description))
            }
            guard let last = ids.last else { break }
            try await connection.query(
                """
                UPDATE events SET search = renewed.search FROM unnest(\(ids)::bigint[], \(keys)::text[]) AS renewed(id, search)
                WHERE events.id = renewed.id
                """, logger: logger)
            try await connection.query("DELETE FROM stale_search_keys WHERE id <= \(last)", logger: logger)
        }
        try await connection.query("DROP TABLE stale_search_keys", logger: logger)
    }

    // MARK: Accounts

    public func insertUser(_ user: NewUser) async throws(EventsError) -> Int {
        let id = try await run { client, logger -> Int? in
            do {
                return try await first(
                    try await client.query(
                        """
                        INSERT INTO users (name, email, birth_date, password_hash)
                        VALUES (\(user.name), \(user.email), \(user.birthDate), \(user.passwordHash)) RETURNING id
                        """, logger: logger
                    ).decode(Int.self)) ?? 0
            } catch  where PostgresFailure.isUniqueViolation(error) {
                return nil
            }
        }
        guard let id else { throw .emailTaken }
        return id
    }

    public func account(email: String) async throws(EventsError) -> StoredAccount? {
        try await run { client, logger in
            try await first(
                try await client.query("SELECT id, name, email, birth_date, password_hash FROM users WHERE email = \(email)", logger: logger)
                    .decode((Int, String, String, String, String).self)
            ).map { id, name, email, birth, hash in
                StoredAccount(user: User(id: id, name: name, email: email, birthDate: birth), passwordHash: hash)
            }
        }
    }

    public func insertSession(tokenDigest: String, userID: Int, expiresAt: Double) async throws(EventsError) {
        try await run { client, logger in
            try await client.query("INSERT INTO sessions (token_digest, user_id, expires_at) VALUES (\(tokenDigest), \(userID), \(expiresAt))", logger: logger)
        }
    }

    public func session(tokenDigest: String) async throws(EventsError) -> (user: User, expiresAt: Double)? {
        try await run { client, logger in
            try await first(
                try await client.query(
                    """
                    SELECT users.id, name, email, birth_date, expires_at FROM sessions JOIN users ON users.id = sessions.user_id
                    WHERE token_digest = \(tokenDigest)
                    """, logger: logger
                ).decode((Int, String, String, String, Double).self)
            ).map { id, name, email, birth, expiry in
                (User(id: id, name: name, email: email, birthDate: birth), expiry)
            }
        }
    }

    public func deleteSession(tokenDigest: String) async throws(EventsError) {
        try await run { client, logger in try await client.query("DELETE FROM sessions WHERE token_digest = \(tokenDigest)", logger: logger) }
    }

    public func storeReset(_ reset: PendingReset) async throws(EventsError) {
        try await run { client, logger in
            try await client.query(
                """
                INSERT INTO password_resets (email, code_digest, expires_at, failures) VALUES (\(reset.email), \(reset.codeDigest), \(reset.expiresAt), 0)
                ON CONFLICT (email) DO UPDATE SET code_digest = excluded.code_digest, expires_at = excluded.expires_at, failures = 0
                """, logger: logger)
        }
    }

    public func reset(email: String) async throws(EventsError) -> PendingReset? {
        try await run { client, logger in
            try await first(
                try await client.query("SELECT code_digest, expires_at, failures FROM password_resets WHERE email = \(email)", logger: logger)
                    .decode((String, Double, Int).self)
            ).map { digest, expiry, failures in
                PendingReset(email: email, codeDigest: digest, expiresAt: expiry, failures: failures)
            }
        }
    }

    public func completeReset(email: String, passwordHash: String) async throws(EventsError) {
        try await transaction { connection, logger in
            try await connection.query("UPDATE users SET password_hash = \(passwordHash) WHERE email = \(email)", logger: logger)
            try await connection.query("DELETE FROM sessions WHERE user_id IN (SELECT id FROM users WHERE email = \(email))", logger: logger)
            try await connection.query("DELETE FROM password_resets WHERE email = \(email)", logger: logger)
        }
    }

    public func failReset(email: String, limit: Int) async throws(EventsError) {
        try await transaction { connection, logger in
            try await connection.query("UPDATE password_resets SET failures = failures + 1 WHERE email = \(email)", logger: logger)
            try await connection.query("DELETE FROM password_resets WHERE email = \(email) AND failures >= \(limit)", logger: logger)
        }
    }

    // MARK: Limits

    public func countAttempt(on keys: [AttemptKey], now: Double) async throws(EventsError) -> AttemptCount {
        let prune = pruning.isDue(at: now)
        return try await transaction { connection, logger in
            try await Self.countAttempt(on: keys, now: now, locking: true, prune: prune, connection, logger)
        }
    }

    /// Counts within the caller's transaction. With `locking`, it holds an advisory lock on
    /// each key's name (in one order, so two attempts never wait on each other) for the
    /// transaction: no other process counts on these keys in between.
    private static func countAttempt(
        on keys: [AttemptKey], now: Double, locking: Bool, prune: Bool, _ connection: PostgresConnection, _ logger: Logger
    ) async throws -> AttemptCount {
        for name in keys.map(\.name).sorted() where locking {
            try await connection.query("SELECT pg_advisory_xact_lock(hashtextextended(\(name), 0))", logger: logger)
        }
        if prune { try await connection.query("DELETE FROM attempts WHERE at <= \(now - attemptMemory)", logger: logger) }
        var times: [String: [Double]] = [:]
        for key in keys {
            for try await at in try await connection.query(
                """
                SELECT at FROM attempts WHERE name = \(key.name) AND at > \(now - key.rule.window) ORDER BY at DESC LIMIT \(key.rule.limit)
                """, logger: logger
            )
            .decode(Double.self) {
                times[key.name, default: []].append(at)
            }
        }
        if let wait = AttemptCount.decide(keys, counted: { times[$0.name] ?? [] }, now: now) { return .refused(retryAfter: wait) }
        var ids: [Int] = []
        for key in keys {
            ids.append(
                try await first(
                    try await connection.query(
                        """
                        INSERT INTO attempts (kind, name, account, at) VALUES (\(key.kind), \(key.name), \(key.account), \(now)) RETURNING id
                        """, logger: logger
                    ).decode(Int.self)) ?? 0)
        }
        return .counted(ids)
    }

    public func uncountAttempts(_ ids: [Int]) async throws(EventsError) {
        try await run { client, logger in try await client.query("DELETE FROM attempts WHERE id = ANY(\(ids))", logger: logger) }
    }

    public func forgetAttempts(ofAccount account: String, kinds: [String]) async throws(EventsError) {
        try await run { client, logger in
            try await client.query("DELETE FROM attempts WHERE account = \(account) AND kind = ANY(\(kinds))", logger: logger)
        }
    }

    public func isReachable() async -> Bool {
        await connections.answers()
    }

    // MARK: Events

    public func insertEvents(_ drafts: [EventDraft], ownerID: Int, countingOn keys: [AttemptKey], now: Double) async throws(EventsError) -> [Event] {
        let prune = pruning.isDue(at: now)
        return try await transaction { connection, logger in
            try await Self.lockFeed(connection, logger)
            try await Self.countOrRefuse(on: keys, now: now, prune: prune, connection, logger)
            var events: [Event] = []
            var latest = 0
            for draft in drafts {
                let search = EventSearch.searchable(draft.title, draft.description)
                let time = EventTimeColumns(draft.time)
                let id =
                    try await first(
                        try await connection.query(
                            """
                            INSERT INTO events (title, description, address, type, age, latitude, longitude, owner_id, search, starts_at, ends_at, over_at, utc_offset)
                            VALUES (\(draft.title), \(draft.description), \(draft.address), \(draft.type.rawValue), \(draft.age.rawValue),
                                    \(draft.position.latitude), \(draft.position.longitude), \(ownerID), \(search),
                                    \(time.start), \(time.end), \(time.over), \(time.offset))
                            RETURNING id
                            """, logger: logger
                        ).decode(Int.self)) ?? 0
                latest = try await Self.record(.created, of: id, connection, logger)
                events.append(Event(id: id, draft: draft, ownerID: ownerID))
            }
            try await Self.notify(latest, connection, logger)
            return events
        }
    }

    public func updateEvent(
        id: Int, ownerID: Int, countingOn keys: [AttemptKey], now: Double, change: @escaping @Sendable (Event) throws(EventsError) -> EventDraft
    ) async throws(EventsError) -> Event {
        let prune = pruning.isDue(at: now)
        return try await transaction { connection, logger in
            try await Self.lockFeed(connection, logger)
            let draft = try change(try await Self.event(id: id, ownedBy: ownerID, connection, logger))
            try await Self.countOrRefuse(on: keys, now: now, prune: prune, connection, logger)
            let search = EventSearch.searchable(draft.title, draft.description)
            let time = EventTimeColumns(draft.time)
            try await connection.query(
                """
                UPDATE events SET title = \(draft.title), description = \(draft.description), address = \(draft.address), type = \(draft.type.rawValue),
                    age = \(draft.age.rawValue), latitude = \(draft.position.latitude), longitude = \(draft.position.longitude), search = \(search),
                    starts_at = \(time.start), ends_at = \(time.end), over_at = \(time.over), utc_offset = \(time.offset)
                WHERE id = \(id)
                """, logger: logger)
            try await Self.notify(try await Self.record(.updated, of: id, connection, logger), connection, logger)
            return Event(id: id, draft: draft, ownerID: ownerID)
        }
    }

    public func deleteEvent(id: Int, ownerID: Int, countingOn keys: [AttemptKey], now: Double) async throws(EventsError) {
        let prune = pruning.isDue(at: now)
        try await transaction { connection, logger in
            try await Self.lockFeed(connection, logger)
            _ = try await Self.event(id: id, ownedBy: ownerID, connection, logger)
            try await Self.countOrRefuse(on: keys, now: now, prune: prune, connection, logger)
            try await connection.query("DELETE FROM events WHERE id = \(id)", logger: logger)
            try await Self.notify(try await Self.record(.deleted, of: id, connection, logger), connection, logger)
        }
    }

    /// Takes the feed's lock for the transaction: writes to events (and their feed entries)
    /// run one at a time, so an attempt counted within one needs no lock of its own.
    private static func lockFeed(_ connection: PostgresConnection, _ logger: Logger) async throws {
        try await connection.query("SELECT pg_advisory_xact_lock(\(Self.feedLock))", logger: logger)
    }

    /// Counts an attempt on `keys` within a write holding the feed's lock; `.throttled` when one is at its limit.
    private static func countOrRefuse(on keys: [AttemptKey], now: Double, prune: Bool, _ connection: PostgresConnection, _ logger: Logger) async throws {
        if !keys.isEmpty, case .refused(let wait) = try await countAttempt(on: keys, now: now, locking: false, prune: prune, connection, logger) {
            throw EventsError.throttled(retryAfter: wait)
        }
    }

    /// The event `id` within a write: `.notFound` when there is none, `.notAuthor` when it is not `ownerID`'s.
    private static func event(id: Int, ownedBy ownerID: Int, _ connection: PostgresConnection, _ logger: Logger) async throws -> Event {
        let rows = try await connection.query(numbered("SELECT \(eventColumns) FROM events WHERE id = ?", [.integer(Int64(id))]), logger: logger)
        guard let row = try await first(rows), let event = try Self.event(in: row) else { throw EventsError.notFound }
        guard event.ownerID == ownerID else { throw EventsError.notAuthor }
        return event
    }

    /// The feed entry's number.
    private static func record(_ kind: EventChange.Kind, of eventID: Int, _ connection: PostgresConnection, _ logger: Logger) async throws -> Int {
        try await first(
            try await connection.query("INSERT INTO changes (event_id, kind) VALUES (\(eventID), \(kind.rawValue)) RETURNING seq", logger: logger).decode(
                Int.self)) ?? 0
    }

    /// Tells every listener of the feed's entry `latest` when this transaction commits, never before.
    private static func notify(_ latest: Int, _ connection: PostgresConnection, _ logger: Logger) async throws {
        try await connection.query("SELECT pg_notify(\(Self.channel), \(String(latest)))", logger: logger)
    }

    public func events(in area: Area, matching filter: EventFilter, limit: Int) async throws(EventsError) -> EventPage {
        let query = AreaQuery(area: area, filter: filter, textMatch: "strpos(search, ?) > 0", latitudeBand: PostgresEventsSchema.latitudeBand)
        guard let condition = query.condition else { return EventPage(events: [], total: 0) }
        let events = try await eventRows(
            "SELECT \(Self.eventColumns) FROM events WHERE \(condition) ORDER BY id LIMIT ?", query.parameters + [.integer(Int64(limit))])
        guard events.count == limit else { return EventPage(events: events, total: events.count) }
        let total = try await run { client, logger in
            try await first(
                try await client.query(Self.numbered("SELECT count(*) FROM events WHERE \(condition)", query.parameters), logger: logger).decode(Int.self))
        }
        return EventPage(events: events, total: total ?? events.count)
    }

    public func event(id: Int) async throws(EventsError) -> Event? {
        try await eventRows("SELECT \(Self.eventColumns) FROM events WHERE id = ?", [.integer(Int64(id))]).first
    }

    public func events(ownerID: Int, after: Int, limit: Int) async throws(EventsError) -> [Event] {
        try await eventRows(
            "SELECT \(Self.eventColumns) FROM events WHERE owner_id = ? AND id > ? ORDER BY id LIMIT ?",
            [.integer(Int64(ownerID)), .integer(Int64(after)), .integer(Int64(limit))])
    }

    public func changes(since sequence: Int, limit: Int) async throws(EventsError) -> [EventChange] {
        try await run { client, logger in
            var changes: [EventChange] = []
            let rows = try await client.query(
                """
                SELECT changes.seq, changes.kind, changes.event_id, \(unescaped: Self.eventColumns) FROM changes LEFT JOIN events ON events.id = changes.event_id
                WHERE changes.seq > \(sequence) AND (changes.kind = \(EventChange.Kind.deleted.rawValue) OR events.id IS NOT NULL)
                ORDER BY changes.seq LIMIT \(limit)
                """, logger: logger)
            for try await (sequence, kind, eventID, id, title, description, address, type, age, latitude, longitude, owner, start, end, offset)
                in rows.decode((Int, Int, Int, Int?, String?, String?, String?, String?, Int?, Double?, Double?, Int?, Double?, Double?, Int?).self)
            {
                let time = EventTimeColumns.time(start: start, end: end, offset: offset)
                let event = Self.event(id, title, description, address, type, age, latitude, longitude, owner, time: time)
                if let change = EventChange(sequence: sequence, kind: kind, eventID: eventID, event: event) { changes.append(change) }
            }
            return changes
        }
    }

    /// Asked before every kept answer is served: a statement each connection prepares once, so
    /// the database neither parses nor plans it again.
    public func latestChange() async throws(EventsError) -> Int {
        try await run { client, logger in try await first(try await client.execute(LatestChange(), logger: logger)) ?? 0 }
    }

    private struct LatestChange: PostgresPreparedStatement {
        static let sql = "SELECT coalesce(max(seq), 0) FROM changes"
        static let bindingDataTypes: [PostgresDataType] = []

        func makeBindings() -> PostgresBindings { PostgresBindings() }

        func decodeRow(_ row: PostgresRow) throws -> Int { try row.decode(Int.self) }
    }

    /// Listens on its own connection (a pooled one would be handed back); after each
    /// (re)connection it calls `changed` once, to catch up on what committed while it was not
    /// listening, then once per notification. A lost connection is retried, waiting longer each
    /// time, up to 5 s.
    public func followChanges(_ changed: @escaping @Sendable () async -> Void) async {
        var failures = 0
        while !Task.isCancelled {
            do {
                let connection = try await PostgresConnection.connect(configuration: url.connection, id: 1, logger: logger)
                failures = 0
                do {
                    try await connection.listen(on: Self.channel) { notifications in
                        await changed()
                        for try await _ in notifications { await changed() }
                    }
                } catch {
                    if !Task.isCancelled { logger.warning("listening for changes stopped", metadata: ["reason": "\(PostgresFailure.describe(error))"]) }
                }
                try? await connection.close()
            } catch {
                failures += 1
                logger.warning("cannot listen for changes", metadata: ["reason": "\(PostgresFailure.describe(error))"])
            }
            try? await Task.sleep(for: .milliseconds(min(5_000, 100 << min(failures, 6))))
        }
    }

    // MARK: Helpers

    private static let eventColumns = "events.id, title, description, address, type, age, latitude, longitude, owner_id, starts_at, ends_at, utc_offset"

    private func eventRows(_ sql: String, _ parameters: [SQLValue]) async throws(EventsError) -> [Event] {
        try await run { client, logger in
            var events: [Event] = []
            for try await row in try await client.query(Self.numbered(sql, parameters), logger: logger) {
                if let event = try Self.event(in: row) { events.append(event) }
            }
            return events
        }
    }

    /// The event of a row of `eventColumns`. Each column is decoded as its own type: decoding
    /// the row as one tuple looked the tuple's type up at run time, row after row (in a profile
    /// of the same box queries, 20% of the samples against 11% now).
    private static func event(in row: PostgresRow) throws -> Event? {
        let columns = row.makeRandomAccess()
        let time = EventTimeColumns.time(
            start: try columns[9].decode(Double?.self), end: try columns[10].decode(Double?.self), offset: try columns[11].decode(Int?.self))
        return event(
            try columns[0].decode(Int.self), try columns[1].decode(String.self), try columns[2].decode(String.self), try columns[3].decode(String.self),
            try columns[4].decode(String.self), try columns[5].decode(Int.self), try columns[6].decode(Double.self), try columns[7].decode(Double.self),
            try columns[8].decode(Int.self), time: time)
    }

    /// The event of a row's columns; nil when one is missing (no event was joined) or out of range.
    private static func event(
        _ id: Int?, _ title: String?, _ description: String?, _ address: String?, _ type: String?, _ age: Int?,
        _ latitude: Double?, _ longitude: Double?, _ owner: Int?, time: EventTime?
    ) -> Event? {
        guard let id, let title, let description, let address, let owner, let type = type.flatMap(EventType.init), let age = age.flatMap(AgeRestriction.init),
            let latitude, let longitude, let position = Coordinate(latitude: latitude, longitude: longitude)
        else { return nil }
        return Event(
            id: id, title: title, description: description, address: address, type: type, age: age, position: position, ownerID: owner, time: time)
    }

    /// `sql` with its `?` placeholders numbered as PostgreSQL's `$1`, `$2`…, and their values bound.
    static func numbered(_ sql: String, _ parameters: [SQLValue]) -> PostgresQuery {
        var text = ""
        var count = 0
        for character in sql {
            guard character == "?" else {
                text.append(character)
                continue
            }
            count += 1
            text += "$\(count)"
        }
        var binds = PostgresBindings()
        for parameter in parameters {
            switch parameter {
            case .null: binds.appendNull()
            case .integer(let value): binds.append(Int(value))
            case .real(let value): binds.append(value)
            case .text(let value): binds.append(value)
            case .blob(let value): binds.append(ByteBuffer(bytes: value))
            }
        }
        return PostgresQuery(unsafeSQL: text, binds: binds)
    }

    public func operationsInFlight() -> Int? {
        connections.inFlight
    }

    @discardableResult
    private func run<T: Sendable>(_ body: @escaping @Sendable (PostgresClient, Logger) async throws -> T) async throws(EventsError) -> T {
        try await connections.run(body)
    }

    @discardableResult
    private func transaction<T: Sendable>(_ body: @escaping @Sendable (PostgresConnection, Logger) async throws -> T) async throws(EventsError) -> T {
        try await connections.run { client, logger in
            try await client.withTransaction(logger: logger) { connection in try await body(connection, logger) }
        }
    }
}

private func first<S: AsyncSequence>(_ sequence: S) async throws -> S.Element? {
    for try await element in sequence { return element }
    return nil
}
