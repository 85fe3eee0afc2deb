import Foundation
import Testing
import Viper
import ViperSQLite
import ViperTesting

@testable import EventMap
@testable import EventMapServer

/// A data folder as the app left it before it had a server: its database at schema version 3,
/// and a saved session.
@MainActor
@Suite("A data folder from before the server")
struct LegacyDataFolderTests {
    @Test func itsAccountSessionAndEventsOpenThroughTheEmbeddedServer() async throws {
        let folder = try TemporaryFolder()
        let token = try Tokens.make()
        try Self.writeVersion3Database(in: folder.url, sessionDigest: Tokens.digest(token))
        try DocumentStore(folder: folder.url, notices: Notices()).save(SavedToken(token: token), as: "session")

        let harness = ModuleHarness<EventMapApp>()
        try harness.launch(EventMapApp(), storage: folder.url)
        await harness.settle()
        #expect(harness.screen.id == "eventmap.map", "the saved session still signs Rick in")
        #expect(harness.screen.table("events")?.rows.compactMap(\.cells.first) == ["♫ Rock Night"])
        try harness.tap("Profile")
        await harness.settle()
        #expect(harness.screen.text(of: "name") == "Rick")
    }

    /// What the app before the server wrote: migrations 1 to 3, one account with a session, one event.
    private static func writeVersion3Database(in folder: URL, sessionDigest: String) throws {
        let database = try Database.openRecovering(
            path: folder.appendingPathComponent("events.sqlite").path,
            migrations: Array(SQLiteEventsSchema.migrations.prefix(3)), notices: Notices())
        try database.execute(
            "INSERT INTO users (id, name, email, birth_date, password_hash) VALUES (1, 'Rick', 'rick@example.org', '1970-03-04', ?)",
            [.text(try PasswordHashing.fastForTests.hash("wubbalubba"))])
        try database.execute("INSERT INTO sessions (token_digest, user_id, expires_at) VALUES (?, 1, 4000000000)", [.text(sessionDigest)])
        try database.execute(
            """
            INSERT INTO events (title, description, address, type, age, latitude, longitude, owner_id, search)
            VALUES ('Rock Night', '', 'Red Square', 'music', 0, 55.7539, 37.6208, 1, 'rock night')
            """)
        try database.execute("INSERT INTO changes (event_id) VALUES (1)")
        try database.execute("INSERT INTO password_resets (email, requested_at) VALUES ('rick@example.org', 1)")
    }
}
