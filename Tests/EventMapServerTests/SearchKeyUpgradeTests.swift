import EventMapAPI
import EventMapPostgres
import Foundation
import PostgresNIO
import Testing
import Viper
import ViperLocation
import ViperSQLite
import ViperTesting

@testable import EventMapServer

/// Events stored before search keys were NFKC and case-folded get today's keys when the
/// database is opened by this version, so old titles are found as new ones are.
@Suite("Search keys stored before today's are renewed on upgrade")
struct SearchKeyUpgradeTests {
    /// Stored with an old key (lower-cased only), a decomposed «École» is not found by «ÉCOLE»
    /// until the repository renews the key.
    static let title = "E\u{301}cole de musique"
    static let oldKey = "e\u{301}cole de musique\n"

    static func draft() -> EventDraft {
        EventDraft(title: title, description: "", address: "", type: .music, age: .none, position: Coordinate(latitude: 55.5, longitude: 37.5)!)
    }

    static func titles(in repository: any EventsRepository) async throws -> [String] {
        let area = Area(south: 55, west: 37, north: 56, east: 38)
        return try await repository.events(in: area, matching: EventFilter(text: "ÉCOLE"), limit: 10).events.map(\.title)
    }

    @Test func onSQLite() async throws {
        // The file as the version of schema 5 left it, with the old key.
        let file = try OldSQLiteFile(schema: 5)
        let (path, database) = (file.path, file.database)
        let draft = Self.draft()
        try database.execute(
            "INSERT INTO events (title, description, address, type, age, latitude, longitude, owner_id, search) VALUES (?, '', '', 'music', 0, ?, ?, 1, ?)",
            [.text(draft.title), .real(draft.position.latitude), .real(draft.position.longitude), .text(Self.oldKey)])

        let upgraded = try SQLiteEventsRepository(path: path, logger: .quiet)
        #expect(try await Self.titles(in: upgraded) == [Self.title])
        #expect(try database.query("SELECT 1 FROM sqlite_master WHERE name = 'stale_search_keys'").isEmpty, "renewed once, then no list is left")
    }

    @Test func onPostgreSQL() async throws {
        let url = try await TestPostgres.freshDatabase()
        let repository = try await PostgresEventsRepository.open(url, logger: Logger.quiet)
        let owner = try await repository.insertUser(NewUser(name: "Ann", email: "ann@example.org", birthDate: "1990-01-01", passwordHash: "x"))
        _ = try await repository.insertEvents([Self.draft()], ownerID: owner)
        // The database as the previous version left it: schema 2 (without the feed's kinds of
        // migration 4 and the times of migration 5), the old key.
        let connection = try await PostgresConnection.connect(configuration: url.connection, id: 2, logger: Logger.quiet)
        try await connection.query("UPDATE events SET search = \(Self.oldKey)", logger: Logger.quiet)
        #expect(try await Self.titles(in: repository).isEmpty, "the old key is not found")
        try await connection.query("ALTER TABLE changes DROP COLUMN kind", logger: Logger.quiet)
        try await connection.query(
            "ALTER TABLE events DROP COLUMN starts_at, DROP COLUMN ends_at, DROP COLUMN over_at, DROP COLUMN utc_offset", logger: Logger.quiet)
        try await connection.query("DELETE FROM schema_migrations WHERE version > 2", logger: Logger.quiet)

        let upgraded = try await PostgresEventsRepository.open(url, logger: Logger.quiet)
        #expect(try await Self.titles(in: upgraded) == [Self.title])
        let left = try await connection.query("SELECT to_regclass('stale_search_keys') IS NULL", logger: Logger.quiet).decode(Bool.self)
        for try await gone in left { #expect(gone, "renewed once, then no list is left") }
        try await connection.close()
    }
}
