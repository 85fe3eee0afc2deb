import Foundation
import ViperSQLite
import Viper

/// The embedded server: users, sessions and events in one SQLite database that every
/// process using the same data folder shares, so two REPLs are two users of one server.
///
/// Every query is parameterized. Passwords are kept only as salted slow hashes, tokens only
/// as SHA-256 digests with an expiry.
public final class SQLiteEventsBackend: EventsAPI {
    public static let tokenLifetime: TimeInterval = 30 * 24 * 60 * 60
    public static let minimumPasswordLength = 8

    private let database: Database
    private let hashing: PasswordHashing
    private let clock: any AppClock

    /// A damaged database file is moved aside with a note on `notices`, and a fresh one started.
    public init(path: String, hashing: PasswordHashing = .production, clock: any AppClock, notices: Notices) throws(DatabaseError) {
        database = try Database.openRecovering(path: path, migrations: EventsSchema.migrations, notices: notices)
        self.hashing = hashing
        self.clock = clock
    }

    // MARK: Accounts

    public func register(_ registration: Registration) async throws(EventsError) -> SignedIn {
        let name = registration.name.trimmingCharacters(in: .whitespaces)
        let email = Self.normalized(registration.email)
        guard !name.isEmpty else { throw .invalidName }
        guard Self.isPlausibleEmail(email) else { throw .invalidEmail }
        guard registration.password.count >= Self.minimumPasswordLength else { throw .shortPassword(minimum: Self.minimumPasswordLength) }
        guard let birth = ISODate.parse(registration.birthDate, includesTime: false) else { throw .invalidBirthDate }
        guard birth <= clock.date else { throw .birthDateInFuture }
        let hash: String
        do { hash = try hashing.hash(registration.password) } catch { throw .storage(error.message) }
        let id: Int = try write { database in
            guard try database.query("SELECT 1 FROM users WHERE email = ?", [.text(email)]).isEmpty else { throw EventsError.emailTaken }
            try database.execute("INSERT INTO users (name, email, birth_date, password_hash) VALUES (?, ?, ?, ?)",
                                 [.text(name), .text(email), .text(registration.birthDate), .text(hash)])
            return Int(database.lastInsertRowID)
        }
        let user = User(id: id, name: name, email: email, birthDate: registration.birthDate)
        return SignedIn(token: try startSession(for: id), user: user)
    }

    public func signIn(email: String, password: String) async throws(EventsError) -> SignedIn {
        let rows = try read("SELECT id, name, email, birth_date, password_hash FROM users WHERE email = ?", [.text(Self.normalized(email))])
        guard let row = rows.first, let stored = row.string("password_hash"),
              (try? PasswordHashing.verify(password, against: stored)) == true, let user = Self.user(row) else {
            throw .wrongCredentials
        }
        return SignedIn(token: try startSession(for: user.id), user: user)
    }

    public func user(token: String) async throws(EventsError) -> User {
        let rows = try read("""
            SELECT users.id, name, email, birth_date, expires_at FROM sessions JOIN users ON users.id = sessions.user_id
            WHERE token_digest = ?
            """, [.text(Tokens.digest(token))])
        guard let row = rows.first, let user = Self.user(row) else { throw .invalidToken }
        guard (row.double("expires_at") ?? 0) > clock.date.timeIntervalSince1970 else { throw .expiredToken }
        return user
    }

    public func signOut(token: String) async {
        _ = try? write { database in
            try database.execute("DELETE FROM sessions WHERE token_digest = ?", [.text(Tokens.digest(token))])
        }
    }

    public func requestPasswordReset(email: String) async throws(EventsError) {
        let email = Self.normalized(email)
        guard Self.isPlausibleEmail(email) else { throw .invalidEmail }
        try write { database in
            try database.execute("INSERT INTO password_resets (email, requested_at) VALUES (?, ?)",
                                 [.text(email), .real(clock.date.timeIntervalSince1970)])
        }
    }

    // MARK: Events

    public func createEvent(_ draft: EventDraft, token: String) async throws(EventsError) -> Event {
        try await createEvents([draft], token: token)[0]
    }

    /// Creates several events in one transaction: all of them, or none.
    public func createEvents(_ drafts: [EventDraft], token: String) async throws(EventsError) -> [Event] {
        let owner = try await user(token: token)
        let titled = try drafts.map { draft throws(EventsError) -> (EventDraft, String) in
            let title = draft.title.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !title.isEmpty else { throw .invalidEvent("an event needs a title") }
            return (draft, title)
        }
        let ids: [Int] = try write { database in
            try titled.map { draft, title in
                try database.execute("""
                    INSERT INTO events (title, description, address, type, age, latitude, longitude, owner_id, search)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """, [.text(title), .text(draft.description), .text(draft.address), .text(draft.type.rawValue),
                          .integer(Int64(draft.age.rawValue)), .real(draft.position.latitude), .real(draft.position.longitude),
                          .integer(Int64(owner.id)), .text(Self.searchable(title, draft.description))])
                let id = Int(database.lastInsertRowID)
                try database.execute("INSERT INTO changes (event_id) VALUES (?)", [.integer(Int64(id))])
                return id
            }
        }
        return zip(ids, titled).map { id, pair in
            Event(id: id, title: pair.1, description: pair.0.description, address: pair.0.address, type: pair.0.type,
                  age: pair.0.age, position: pair.0.position, ownerID: owner.id)
        }
    }

    public func events(in area: Area, matching filter: EventFilter) async throws(EventsError) -> [Event] {
        // The columns of an event, all in the index `events_in_area`, which answers alone.
        var sql = "SELECT id, title, description, address, type, age, latitude, longitude, owner_id FROM events "
            + "WHERE latitude BETWEEN ? AND ? AND longitude BETWEEN ? AND ?"
        var parameters: [SQLValue] = [.real(area.south), .real(area.north), .real(area.west), .real(area.east)]
        let text = filter.text.trimmingCharacters(in: .whitespaces)
        if !text.isEmpty {
            sql += " AND instr(search, ?) > 0"
            parameters.append(.text(Self.searchKey(text)))
        }
        if let maxAge = filter.maxAge {
            sql += " AND age <= ?"
            parameters.append(.integer(Int64(maxAge.rawValue)))
        }
        let types = EventType.allCases.filter(filter.types.contains)
        guard !types.isEmpty else { return [] }
        sql += " AND type IN (" + types.map { _ in "?" }.joined(separator: ", ") + ")"
        parameters += types.map { .text($0.rawValue) }
        return try read(sql + " ORDER BY id", parameters).compactMap(Self.event)
    }

    public func events(ownedBy token: String) async throws(EventsError) -> [Event] {
        let owner = try await user(token: token)
        return try read("SELECT * FROM events WHERE owner_id = ? ORDER BY id", [.integer(Int64(owner.id))]).compactMap(Self.event)
    }

    public func changes(since sequence: Int) async throws(EventsError) -> EventChanges {
        let rows = try read("""
            SELECT events.*, changes.seq FROM changes JOIN events ON events.id = changes.event_id
            WHERE changes.seq > ? ORDER BY changes.seq
            """, [.integer(Int64(sequence))])
        let latest = rows.last?.int("seq").map(Int.init) ?? sequence
        return EventChanges(events: rows.compactMap(Self.event), latest: latest)
    }

    public func latestChange() async throws(EventsError) -> Int {
        // `seq` is the table's rowid, so SQLite reads its largest value off the end of the b-tree.
        try read("SELECT max(seq) AS seq FROM changes", []).first?.int("seq").map(Int.init) ?? 0
    }

    /// Every commit moves it, this process's or another's: creating events, and also
    /// signing in, which only costs a poll that finds nothing.
    public func feedMark() -> FeedMark? {
        (try? database.changeMark()).map { FeedMark($0.ownChanges, $0.othersVersion) }
    }

    // MARK: Helpers

    private func startSession(for userID: Int) throws(EventsError) -> String {
        let token: String
        do { token = try Tokens.make() } catch { throw .storage(error.message) }
        let expiry = clock.date.timeIntervalSince1970 + Self.tokenLifetime
        try write { database in
            try database.execute("INSERT INTO sessions (token_digest, user_id, expires_at) VALUES (?, ?, ?)",
                                 [.text(Tokens.digest(token)), .integer(Int64(userID)), .real(expiry)])
        }
        return token
    }

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

    static func normalized(_ email: String) -> String {
        email.trimmingCharacters(in: .whitespaces).lowercased()
    }

    /// Something@something.something, with no spaces: enough to catch typing slips; the
    /// only real proof of an address is a message that arrives.
    static func isPlausibleEmail(_ email: String) -> Bool {
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !email.contains(where: \.isWhitespace) else { return false }
        let domain = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        return domain.count >= 2 && domain.allSatisfy { !$0.isEmpty }
    }

    /// Title and description as search compares them (see `searchKey`).
    static func searchable(_ title: String, _ description: String) -> String {
        searchKey(title + "\n" + description)
    }

    /// Text lowercased with Swift's full Unicode rules, so search is case-insensitive for
    /// Cyrillic too (SQLite's own lower() knows only ASCII), with «ё» read as «е»: Russian
    /// writes either, so «ёлка» and «елка» find each other.
    static func searchKey(_ text: String) -> String {
        String(text.lowercased().map { $0 == "ё" ? "е" : $0 })
    }

    private static func user(_ row: Row) -> User? {
        guard let id = row.int("id"), let name = row.string("name"), let email = row.string("email"),
              let birth = row.string("birth_date") else { return nil }
        return User(id: Int(id), name: name, email: email, birthDate: birth)
    }

    private static func event(_ row: Row) -> Event? {
        guard let id = row.int("id"), let title = row.string("title"), let type = row.string("type").flatMap(EventType.init),
              let age = row.int("age").flatMap({ AgeRestriction(rawValue: Int($0)) }),
              let latitude = row.double("latitude"), let longitude = row.double("longitude"),
              let position = Coordinate(latitude: latitude, longitude: longitude), let owner = row.int("owner_id") else { return nil }
        return Event(id: Int(id), title: title, description: row.string("description") ?? "", address: row.string("address") ?? "",
                     type: type, age: age, position: position, ownerID: Int(owner))
    }
}
