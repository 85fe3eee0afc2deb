import Foundation
import Testing
import Viper
import ViperTestServer
import ViperTesting

@testable import RickAndMorty

/// The app as launched, against a server this test starts on 127.0.0.1 that misbehaves.
/// Real sockets, bounded: the server stops itself, and the clock is virtual.
@MainActor
@Suite("Rick and Morty against a misbehaving live server", .timeLimit(.minutes(3)))
struct LiveServerTests {
    func launch(against server: LoopbackHTTPServer) throws -> ModuleHarness<RickAndMortyApp> {
        let harness = ModuleHarness<RickAndMortyApp>()
        let options = try RickAndMortyOptions.parse(["--api-base", "http://127.0.0.1:\(server.port)/api"])
        try harness.launch(RickAndMortyApp(), storage: FileManager.default.temporaryDirectory, options: options)
        return harness
    }

    @Test("a first page that trickles in fails at the deadline with Retry")
    func trickleHitsTheDeadline() async throws {
        let server = try await LoopbackHTTPServer.start(
            ["/api/character?page=1": .trickle(length: 100_000, interval: .milliseconds(50))], lifetime: .seconds(150))
        defer { server.stop() }
        let harness = try launch(against: server)
        var requests = server.requests.makeAsyncIterator()
        // The deadline is set before the request leaves.
        #expect(await requests.next() == "/api/character?page=1")
        await harness.advance(by: RickAndMortyApp.requestDeadline)
        await harness.settle()
        #expect(harness.rendered().contains("Page 1 could not be loaded: the server did not answer in time."))
        #expect(harness.screen.isVisible("retry") == true)
    }

    /// What a script's `wait 20s` does. The settling limit only bounds how long a broken
    /// build would hang; letting virtual time pass must not wait for the server at all.
    @Test("waiting 20 s while the first page trickles in passes 20 s of the session's clock, the page failing at its deadline")
    func waitPassesThroughTheDeadline() async throws {
        let server = try await LoopbackHTTPServer.start(["/api/character?page=1": .trickle(length: 100_000, interval: .seconds(1))], lifetime: .seconds(150))
        defer { server.stop() }
        let harness = try launch(against: server)
        try await WorkSettler(idle: harness.idle, clock: harness.clock, limit: .seconds(10)).pass(.seconds(20))
        #expect(harness.clock.now == .seconds(20))
        #expect(harness.rendered().contains("Page 1 could not be loaded: the server did not answer in time."))
        #expect(harness.screen.isVisible("retry") == true)
    }
}
