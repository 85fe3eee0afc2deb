import EventMapAPI
import Foundation
import PostgresNIO
import Testing
import Viper
import ViperLocation
import ViperSQLite
import ViperTesting

@testable import EventMapPostgres
@testable import EventMapServer

/// A database from before the change feed told edits and deletions (its entries all creations,
/// each referencing its event) and before events had times is migrated on opening: its events
/// are listed as before, with no time, its entries read as creations with their numbers, and
/// the feed goes on from there, with new events' times kept.
@Suite("Change feeds stored before edits and deletions are migrated on opening")
struct ChangeKindsUpgradeTests {
    static let titles = ["One", "Two", "Three"]
    static let everywhere = Area(south: -90, west: -180, north: 90, east: 180)

    @Test func onSQLite() async throws {
        // The file as the version of schema 6 left it: a creation in the feed per event.
        let file = try OldSQLiteFile(schema: 6)
        let old = file.database
        for title in Self.titles {
            try old.execute(
                """
                INSERT INTO events (title, description, address, type, age, latitude, longitude, owner_id, search)
                VALUES (?, '', '', 'music', 0, 1, 2, 1, ?)
                """, [.text(title), .text(EventSearch.searchable(title, ""))])
            try old.execute("INSERT INTO changes (event_id) VALUES (?)", [.integer(old.lastInsertRowID)])
        }

        try await Self.checkUpgraded(try SQLiteEventsRepository(path: file.path, logger: .quiet), ownerID: 1)
    }

    @Test func onPostgreSQL() async throws {
        let url = try await TestPostgres.freshDatabase()
        let connection = try await PostgresConnection.connect(configuration: url.connection, id: 2, logger: Logger.quiet)
        // The database as the previous version left it: schema 3, a creation in the feed per event.
        try await connection.query("CREATE TABLE schema_migrations (version bigint PRIMARY KEY)", logger: Logger.quiet)
        for migration in PostgresEventsSchema.migrations where migration.version <= 3 {
            for statement in migration.statements { try await connection.query(PostgresQuery(unsafeSQL: statement), logger: Logger.quiet) }
            try await connection.query("INSERT INTO schema_migrations (version) VALUES (\(migration.version))", logger: Logger.quiet)
        }
        try await connection.query("DROP TABLE stale_search_keys", logger: Logger.quiet)
        try await connection.query(
            "INSERT INTO users (name, email, birth_date, password_hash) VALUES ('Ann', 'ann@example.org', '1990-01-01', 'x')", logger: Logger.quiet)
        for title in Self.titles {
            let search = EventSearch.searchable(title, "")
            try await connection.query(
                """
                WITH created AS (
                    INSERT INTO events (title, description, address, type, age, latitude, longitude, owner_id, search)
                    VALUES (\(title), '', '', 'music', 0, 1, 2, 1, \(search)) RETURNING id
                )
                INSERT INTO changes (event_id) SELECT id FROM created
                """, logger: Logger.quiet)
        }
        try await connection.close()

        try await Self.checkUpgraded(try await PostgresEventsRepository.open(url, logger: Logger.quiet), ownerID: 1)
    }

    /// The old events and entries read as before; the last event's deletion and a new event
    /// follow them in the feed, and the new event does not take the deleted one's id.
    static func checkUpgraded(_ repository: any EventsRepository, ownerID: Int) async throws {
        let events = try await repository.events(in: everywhere, matching: EventFilter(), limit: 10).events
        #expect(events.map(\.title) == titles)
        #expect(events.allSatisfy { $0.time == nil }, "events stored before times have none")
        let changes = try await repository.changes(since: 0, limit: 10)
        #expect(changes == zip(1..., events).map { EventChange(sequence: $0, what: .created($1)) })

        let last = try #require(events.last)
        try await repository.deleteEvent(id: last.id, ownerID: ownerID, countingOn: [], now: 0)
        let time = EventTime(start: Date(timeIntervalSince1970: 1_767_369_600), end: Date(timeIntervalSince1970: 1_767_376_800), utcOffset: 3 * 3600)
        let draft = EventDraft(
            title: "Four", description: "", address: "", type: .sport, age: .none, position: Coordinate(latitude: 3, longitude: 4)!, time: time)
        let new = try #require(try await repository.insertEvents([draft], ownerID: ownerID).first)
        #expect(new.id > last.id, "a deleted event's id is never given again")
        #expect(try await repository.event(id: new.id)?.time == time)
        #expect(
            try await repository.changes(since: 3, limit: 10) == [
                EventChange(sequence: 4, what: .deleted(eventID: last.id)), EventChange(sequence: 5, what: .created(new)),
            ])
        #expect(try await repository.latestChange() == 5)
    }
}
