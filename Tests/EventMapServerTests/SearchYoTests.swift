import EventMapAPI
import Foundation
import Testing
import Viper
import ViperLocation
import ViperSQLite
import ViperTesting

@testable import EventMapServer

/// Search reads «ё» and «е» as one letter, both ways and in any case.
@MainActor
@Suite("Search: ё is е")
struct SearchYoTests {
    let folder: TemporaryFolder
    let backend: EventsService

    init() throws {
        folder = try TemporaryFolder()
        backend = try EventsService.sqlite(
            path: folder.url.appendingPathComponent("events.sqlite").path, hashing: .fastForTests, clock: .reading(VirtualClock()), logger: .quiet)
    }

    static let moscow = Area(south: 55.70, west: 37.50, north: 55.80, east: 37.70)

    func create(_ titles: String...) async throws {
        let token = try await backend.register(Registration(name: "Rick", email: "rick@example.org", birthDate: "1970-03-04", password: "wubbalubba")).token
        for title in titles {
            _ = try await backend.createEvent(
                EventDraft(
                    title: title, description: "", address: "Red Square", type: .other, age: .none,
                    position: Coordinate(latitude: 55.75, longitude: 37.62)!), token: token)
        }
    }

    func titles(matching text: String) async throws -> [String] {
        try await backend.events(in: Self.moscow, matching: EventFilter(text: text)).map(\.title)
    }

    @Test(arguments: ["ёлка", "елка", "ЁЛКА", "ЕЛКА", "Ёлка", "Елка"])
    func eitherLetterFindsBothSpellings(query: String) async throws {
        try await create("Елка во дворце", "Ёлка на площади", "Ель в лесу")
        #expect(try await titles(matching: query) == ["Елка во дворце", "Ёлка на площади"])
    }

    @Test func aDecomposedЁIsStillЁ() async throws {
        try await create("Е\u{0308}лка")
        #expect(try await titles(matching: "елка") == ["Е\u{0308}лка"])
    }

    @Test func eventsStoredBeforeTheFoldingAreFoundToo() async throws {
        let path = folder.url.appendingPathComponent("old.sqlite").path
        do {
            let old = try Database(path: path)
            try old.migrate(Array(SQLiteEventsSchema.migrations.prefix(1)))
            try old.execute("INSERT INTO users (id, name, email, birth_date, password_hash) VALUES (1, 'Rick', 'r@e.org', '1970-03-04', 'x')")
            try old.execute(
                """
                INSERT INTO events (title, description, address, type, age, latitude, longitude, owner_id, search)
                VALUES ('Ёлка', '', 'Red Square', 'other', 0, 55.75, 37.62, 1, 'ёлка' || char(10))
                """)
        }
        let upgraded = try EventsService.sqlite(path: path, hashing: .fastForTests, clock: .reading(VirtualClock()), logger: .quiet)
        #expect(try await upgraded.events(in: Self.moscow, matching: EventFilter(text: "елка")).map(\.title) == ["Ёлка"])
    }
}
