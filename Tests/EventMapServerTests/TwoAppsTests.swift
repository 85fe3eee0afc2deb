import EventMap
import Foundation
import Testing
import Viper
import ViperLocation
import ViperTesting

/// The whole point of a server: two people, each with the app and a data folder of their own,
/// on two `eventmap-server` processes sharing one PostgreSQL database.
@MainActor
@Suite("Two apps on two servers", .timeLimit(.minutes(2)))
struct TwoAppsTests {
    @Test func anEventCreatedInOneAppIsPushedToTheOtherAndTheKeyIsKeptForItsServer() async throws {
        let database = try await TestPostgres.freshDatabase()
        let servers = try TemporaryFolder()
        let url = try TestPostgres.urlText(database)
        let first = try ServerProcess.start(["--database", url, "--data-dir", servers.url.appendingPathComponent("a").path])
        let second = try ServerProcess.start(["--database", url, "--data-dir", servers.url.appendingPathComponent("b").path])
        let (a, b) = (try await first.base(), try await second.base())

        let rick = try AppOnServer(a)
        await rick.harness.settle()
        try rick.harness.tap("Register")
        try rick.harness.type("Rick", into: "name")
        try rick.harness.type("rick@example.org", into: "email")
        try rick.harness.type("wubbalubba", into: "password")
        try rick.harness.type("wubbalubba", into: "confirmation")
        try rick.harness.tap("key")
        await rick.harness.settle()
        #expect(rick.harness.screen.id == "eventmap.map")

        let morty = try AppOnServer(b)
        await morty.harness.settle()
        try morty.harness.tap("Skip")
        await morty.harness.settle()
        #expect(morty.listed.isEmpty)

        try rick.harness.send(.longPress(element: "map", item: nil, point: CanvasPoint(55.7539, 37.6208)))
        try rick.harness.type("Portal party", into: "title")
        try rick.harness.tap("create")
        await rick.harness.settle()
        #expect(rick.listed == ["✱ Portal party"])
        await morty.harness.settle(until: { morty.listed == ["✱ Portal party"] }, within: .seconds(5))

        let relaunched = try AppOnServer(a, folder: rick.folder)
        await relaunched.harness.settle()
        #expect(relaunched.harness.screen.id == "eventmap.map", "the key saved for server A signs Rick in")
        let keys = try FileManager.default.contentsOfDirectory(atPath: rick.folder.url.path).filter { $0.hasPrefix("session-http-127.0.0.1-\(a.port ?? 0)-") }
        let key = rick.folder.url.appendingPathComponent(try #require(keys.first, "the key is kept in a file named after server A"))
        #expect((try FileManager.default.attributesOfItem(atPath: key.path)[.posixPermissions] as? Int) == 0o600)
        let onB = try AppOnServer(b, folder: rick.folder)
        await onB.harness.settle()
        #expect(onB.harness.screen.id == "eventmap.sign-in", "the key is kept for server A alone")

        for server in [first, second] { #expect(await server.terminate() == 0) }
        for app in [rick, morty, relaunched] {
            await app.harness.settle(until: { app.status.contains("offline, trying again in") }, within: .seconds(5))
            app.harness.navigator.closeAll()
        }
    }
}

/// The app as a person launches it: `viper eventmap --server URL`, on a data folder of its own.
@MainActor
private struct AppOnServer {
    let harness = ModuleHarness<EventMapApp>()
    let folder: TemporaryFolder

    init(_ server: URL, folder: TemporaryFolder? = nil) throws {
        self.folder = try folder ?? TemporaryFolder()
        try harness.launch(EventMapApp(), storage: self.folder.url, options: EventMapOptions.parse(["--server", server.absoluteString]))
    }

    var status: String { harness.screen.text(of: "status") ?? "" }

    /// The first cell of each event listed under the map.
    var listed: [String] { harness.screen.table("events")?.rows.compactMap(\.cells.first) ?? [] }
}
