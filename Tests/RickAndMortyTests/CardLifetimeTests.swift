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
        let folder = try #require(FileManager.default.fileExists(atPath: Fixtures.sharedData.path) ? Fixtures.sharedData : nil,
                                  "the recorded data is missing: looked for \(Fixtures.sharedData.path)")
        let harness = ModuleHarness()
        let log = ReplayListTests.RequestLog(ConditionedTransport(RickAndMortyReplay(folder: folder),
                                                                  conditions: NetworkConditions(latency: .milliseconds(100)), clock: harness.clock))
        let service = RickAndMortyAPI(client: HTTPClient(transport: log))
        let services = RickAndMortyServices(service: service, pictures: PictureStore(service: service, idle: harness.idle), isLive: false)
        harness.show(CardLifetimeTests.Blank())
        // A push from a route goes over what is on screen: the card over the blank.
        try harness.launch(RickAndMortyApp(), at: .character(id: 1)) { _ in services }
        // Until the character request is asleep on the simulated latency.
        await harness.clock.untilAsleep()
        let first = log.requests.withLock { $0 }
        #expect(first.count == 1 && first[0].hasSuffix("/character/1"), "\(first)")

        try harness.back()
        await harness.settle()
        #expect(harness.idle.isIdle)
        #expect(log.requests.withLock { $0 }.count == 1, "requests after the card closed: \(log.requests.withLock { $0 }.dropFirst())")
    }

    /// A screen to go back to.
    final class Blank: ModuleView {
        weak var host: (any ViewHost)?
        func makeScreen() -> Screen { Screen(id: "blank", title: "", elements: []) }
        func handle(_ event: ViewEvent) throws(EventRejection) { throw EventRejection("blank") }
    }
}
