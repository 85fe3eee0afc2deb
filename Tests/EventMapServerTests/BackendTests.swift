import EventMapAPI
import Foundation
import Testing
import Viper
import ViperLocation
import ViperSQLite
import ViperTesting

@testable import EventMapServer

@MainActor
@Suite("Events backend")
struct BackendTests {
    let folder: TemporaryFolder
    let clock = VirtualClock()
    let backend: EventsService
    var path: String { folder.url.appendingPathComponent("events.sqlite").path }

    init() throws {
        folder = try TemporaryFolder()
        backend = try EventsService.sqlite(
            path: folder.url.appendingPathComponent("events.sqlite").path, hashing: .fastForTests, clock: .reading(clock), logger: .quiet)
    }

    func rick() -> Registration {
        Registration(name: "Rick", email: "Rick@Example.org", birthDate: "1970-03-04", password: "wubbalubba")
    }

    static let moscow = Area(south: 55.70, west: 37.50, north: 55.80, east: 37.70)

    func draft(
        _ title: String, type: EventType = .music, age: AgeRestriction = .none, at latitude: Double = 55.75, _ longitude: Double = 37.62,
        description: String = ""
    ) -> EventDraft {
        EventDraft(
            title: title, description: description, address: "Red Square", type: type, age: age,
            position: Coordinate(latitude: latitude, longitude: longitude)!)
    }

    @Test func registrationRulesEachGiveTheirError() async throws {
        let cases: [(Registration, EventsError)] = [
            (Registration(name: " ", email: "a@b.c", birthDate: "1990-01-01", password: "12345678"), .invalidName),
            (Registration(name: "A", email: "not-an-email", birthDate: "1990-01-01", password: "12345678"), .invalidEmail),
            (Registration(name: "A", email: "a@b", birthDate: "1990-01-01", password: "12345678"), .invalidEmail),
            (Registration(name: "A", email: "a@b.c", birthDate: "1990-01-01", password: "1234567"), .shortPassword(minimum: 8)),
            (Registration(name: "A", email: "a@b.c", birthDate: "2030-01-01", password: "12345678"), .birthDateInFuture),
            (Registration(name: "A", email: "a@b.c", birthDate: "1990-02-31", password: "12345678"), .invalidBirthDate),
            (Registration(name: "A", email: "a@b.c", birthDate: "1899-12-31", password: "12345678"), .birthDateTooEarly(earliest: "1900-01-01")),
            (
                Registration(name: String(repeating: "N", count: 201), email: "a@b.c", birthDate: "1990-01-01", password: "12345678"),
                .tooLong(field: "name", maximum: 200)
            ),
            (
                Registration(name: "A", email: String(repeating: "e", count: 250) + "@b.co", birthDate: "1990-01-01", password: "12345678"),
                .tooLong(field: "email", maximum: 254)
            ),
            (Registration(name: "A", email: "a@b.c", birthDate: "1990-01-01", password: String(repeating: "é", count: 513)), .longPassword(maximumBytes: 1024)),
        ]
        for (registration, error) in cases {
            await #expect(throws: error) { try await backend.register(registration) }
        }
        _ = try await backend.register(rick())
        await #expect(throws: EventsError.emailTaken, "e-mails compare without case") {
            try await backend.register(Registration(name: "Other", email: "rick@example.ORG", birthDate: "1990-01-01", password: "12345678"))
        }
    }

    @Test func anEmailsLengthCountsCharactersAsEveryFieldDoes() async throws {
        let email = String(repeating: "é", count: 240) + "@example.org"
        let registered = try await backend.register(Registration(name: "Émile", email: email, birthDate: "1990-01-01", password: "12345678"))
        #expect(registered.user.email == email, "252 characters, 492 bytes")
    }

    /// A thumb with a skin tone is one character as Swift counts them and two code points as the
    /// document's `maxLength` does: the server counts code points, so the fuzzer's long e-mail is refused.
    @Test func lengthsCountCodePointsAsTheDocumentsMaxLengthDoes() async throws {
        let thumbs = { (count: Int) in String(repeating: "\u{1F44D}\u{1F3FB}", count: count) }
        await #expect(throws: EventsError.tooLong(field: "email", maximum: 254)) {
            try await backend.register(Registration(name: "Ann", email: thumbs(125) + "@b.co", birthDate: "1990-01-01", password: "12345678"))
        }
        await #expect(throws: EventsError.tooLong(field: "name", maximum: 200)) {
            try await backend.register(Registration(name: thumbs(101), email: "ann@b.co", birthDate: "1990-01-01", password: "12345678"))
        }
        let token = try await backend.register(rick()).token
        let draft = EventDraft(title: thumbs(101), description: "", address: "", type: .music, age: .none, position: Coordinate(latitude: 1, longitude: 2)!)
        await #expect(throws: EventsError.tooLong(field: "title", maximum: 200)) { try await backend.createEvent(draft, token: token) }
        await #expect(throws: EventsError.shortPassword(minimum: 8)) {
            try await backend.register(Registration(name: "Bo", email: "bo@b.co", birthDate: "1990-01-01", password: "\u{1F44D}\u{1F3FB}abc"))
        }
    }

    @Test func anEmailAndAPasswordAreReadByUnicodeScalarsAsTheDocumentsPatternsAre() async throws {
        let combiningAfterTheAt = "ann@\u{301}example.org"
        let registered = try await backend.register(Registration(name: "Ann", email: combiningAfterTheAt, birthDate: "1990-01-01", password: "        \u{301}"))
        #expect(registered.user.email == combiningAfterTheAt, "an @ followed by a combining mark still separates; a combining mark is not a space")
        await #expect(throws: EventsError.invalidField("password", TextRule.notOnlySpaces.rawValue)) {
            try await backend.register(Registration(name: "Bob", email: "bob@example.org", birthDate: "1990-01-01", password: "\u{2028}       "))
        }
    }

    @Test func signInWorksWithTheRightPasswordOnly() async throws {
        _ = try await backend.register(rick())
        let session = try await backend.signIn(email: "rick@example.org", password: "wubbalubba")
        #expect(session.user.name == "Rick")
        #expect(try await backend.user(token: session.token) == session.user)
        await #expect(throws: EventsError.wrongCredentials) { try await backend.signIn(email: "rick@example.org", password: "wrong-one") }
        await #expect(throws: EventsError.wrongCredentials) { try await backend.signIn(email: "nobody@example.org", password: "wubbalubba") }
    }

    @Test func tokensExpireAfter30DaysAndForgedOnesAreRefused() async throws {
        let session = try await backend.register(rick())
        clock.advance(by: .seconds(29 * 24 * 3600))
        #expect(try await backend.user(token: session.token).name == "Rick")
        clock.advance(by: .seconds(2 * 24 * 3600))
        await #expect(throws: EventsError.expiredToken) { try await backend.user(token: session.token) }
        await #expect(throws: EventsError.invalidToken) { try await backend.user(token: try Tokens.make()) }
        await #expect(throws: EventsError.invalidToken) { try await backend.user(token: "") }
    }

    @Test func signOutEndsTheSession() async throws {
        let session = try await backend.register(rick())
        await backend.signOut(token: session.token)
        await #expect(throws: EventsError.invalidToken) { try await backend.user(token: session.token) }
    }

    @Test func theDatabaseNeverHoldsThePasswordOrTheToken() async throws {
        let session = try await backend.register(rick())
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let wal = (try? Data(contentsOf: URL(fileURLWithPath: path + "-wal"))) ?? Data()
        for secret in ["wubbalubba", session.token] {
            #expect(bytes.range(of: Data(secret.utf8)) == nil, "\(secret.prefix(4))… is in the database file")
            #expect(wal.range(of: Data(secret.utf8)) == nil, "\(secret.prefix(4))… is in the write-ahead log")
        }
    }

    @Test func injectionStringsAreStoredAndShownLiterally() async throws {
        let session = try await backend.register(rick())
        let title = "'); DROP TABLE events;--"
        _ = try await backend.createEvent(draft(title), token: session.token)
        let found = try await backend.events(in: Self.moscow, matching: EventFilter(text: "drop table"))
        #expect(found.map(\.title) == [title])
        #expect(try await backend.events(in: Self.moscow, matching: EventFilter()).count == 1)
    }

    @Test func filtersByTextAgeAndTypeInsideTheArea() async throws {
        let token = try await backend.register(rick()).token
        _ = try await backend.createEvent(draft("Rock Night", type: .music, age: .eighteen), token: token)
        _ = try await backend.createEvent(draft("Кино под открытым небом", type: .cinema, age: .twelve, description: "Летний показ"), token: token)
        _ = try await backend.createEvent(draft("Morning Run", type: .sport, age: .none), token: token)
        _ = try await backend.createEvent(draft("Far away gig", type: .music, at: 59.93, 30.31), token: token)

        func titles(_ filter: EventFilter, in area: Area = Self.moscow) async throws -> [String] {
            try await backend.events(in: area, matching: filter).map(\.title)
        }
        #expect(try await titles(EventFilter()) == ["Rock Night", "Кино под открытым небом", "Morning Run"], "the far event is outside the area")
        #expect(try await titles(EventFilter(text: "rock")) == ["Rock Night"])
        #expect(try await titles(EventFilter(text: "ЛЕТНИЙ")) == ["Кино под открытым небом"], "search ignores case in Cyrillic too")
        #expect(try await titles(EventFilter(maxAge: .twelve)) == ["Кино под открытым небом", "Morning Run"])
        #expect(try await titles(EventFilter(types: [.sport, .cinema])) == ["Кино под открытым небом", "Morning Run"])
        #expect(try await titles(EventFilter(types: [])) == [])
        #expect(try await titles(EventFilter(text: "%")) == [], "pattern characters are plain text")
    }

    @Test func creatingNeedsAValidSessionAndATitle() async throws {
        await #expect(throws: EventsError.invalidToken) { try await backend.createEvent(draft("Party"), token: "forged") }
        let token = try await backend.register(rick()).token
        await #expect(throws: EventsError.invalidEvent("an event needs a title")) { try await backend.createEvent(draft("  "), token: token) }
        let event = try await backend.createEvent(draft("Party"), token: token)
        #expect(try await backend.events(ownedBy: token).events == [event])
    }

    @Test func theChangeFeedReachesASecondConnection() async throws {
        let other = try EventsService.sqlite(path: path, hashing: .fastForTests, clock: .reading(clock), logger: .quiet).repository
        #expect(try await other.changes(since: 0, limit: 10).isEmpty)
        let token = try await backend.register(rick()).token
        let created = try await backend.createEvent(draft("Jam session"), token: token)
        let seen = try await other.changes(since: 0, limit: 10)
        #expect(seen.map(\.event) == [created])
        #expect(try await other.changes(since: seen[0].sequence, limit: 10).isEmpty)
    }

    /// A file salvaged from damage keeps the events it could read, and may have lost the row of
    /// the last id given.
    @Test func aNewEventsIdIsPastEveryEventsEvenWhenTheLastIdGivenWasLost() async throws {
        let token = try await backend.register(rick()).token
        let first = try await backend.createEvent(draft("First"), token: token)
        try Database(path: path).execute("UPDATE event_ids SET last = 0")
        #expect(try await backend.createEvent(draft("Second"), token: token).id == first.id + 1)
    }

    @Test func theLatestChangeIsWhereTheFeedStandsWithoutReadingEvents() async throws {
        #expect(try await backend.repository.latestChange() == 0, "no change yet")
        let token = try await backend.register(rick()).token
        for title in ["One", "Two", "Three"] { _ = try await backend.createEvent(draft(title), token: token) }
        let latest = try await backend.repository.latestChange()
        #expect(latest == (try await backend.repository.changes(since: 0, limit: 10)).last?.sequence)
        #expect(try await backend.repository.changes(since: latest, limit: 10).isEmpty, "nothing is missed after it, nothing is new")
    }
}
