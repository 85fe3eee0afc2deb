import Foundation
import Synchronization
import Testing
import Viper
import ViperTesting

@testable import RickAndMorty

/// A module's work lives no longer than the module.
@MainActor
@Suite("Character card lifetime")
struct CardLifetimeTests {
    @Test("a card popped while its character loads asks for nothing more: no location, episodes or picture")
    func poppedCardMakesNoFurtherRequest() async throws {
        let folder = try #require(
            FileManager.default.fileExists(atPath: Fixtures.sharedData.path) ? Fixtures.sharedData : nil,
            "the recorded data is missing: looked for \(Fixtures.sharedData.path)")
        let harness = ModuleHarness<RickAndMortyApp>()
        let log = ReplayListTests.RequestLog(
            ConditionedTransport(
                RickAndMortyReplay(folder: folder),
                conditions: NetworkConditions(latency: .milliseconds(100)), clock: harness.clock))
        let service = RickAndMortyAPI(client: HTTPClient(transport: log))
        let services = RickAndMortyServices(service: service, pictures: PictureStore(service: service, idle: harness.idle), isLive: false)
        try harness.launch(RickAndMortyApp()) { _ in services }
        await harness.settle()
        let beforeTheCard = log.requests.withLock { $0 }.count
        harness.open(.character(id: 1))
        // Until the character request is asleep on the simulated latency.
        await harness.clock.untilAsleep()
        let first = log.requests.withLock { $0 }.dropFirst(beforeTheCard)
        #expect(first.count == 1 && first.first?.hasSuffix("/character/1") == true, "\(first)")

        try harness.back()
        await harness.settle()
        #expect(harness.idle.isIdle)
        let after = log.requests.withLock { $0 }.dropFirst(beforeTheCard + 1)
        #expect(after.isEmpty, "requests after the card closed: \(after)")
    }
}
