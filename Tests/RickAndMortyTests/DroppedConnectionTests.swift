import Foundation
import Testing
import Viper
import ViperTesting

@testable import RickAndMorty

/// The network goes away while pages are on their way: their connections were dropped, which
/// is not the same as never having had one.
@MainActor
@Suite("A dropped connection")
struct DroppedConnectionTests {
    /// The app over the recorded API, 50 ms a request: page 1 arrives, then the network goes
    /// away while pages 2–4 are on their way.
    static func listCutOffAfterPageOne(_ language: Language = .en) async throws -> ModuleHarness<RickAndMortyApp> {
        let data = try #require(
            FileManager.default.fileExists(atPath: Fixtures.sharedData.path) ? Fixtures.sharedData : nil,
            "the recorded data is missing: looked for \(Fixtures.sharedData.path)")
        let harness = ModuleHarness<RickAndMortyApp>(language: language)
        try harness.launch(RickAndMortyApp(), options: RickAndMortyOptions.parse(["--replay", data.path, "--latency", "50"]))
        await harness.advance(by: .milliseconds(50))
        #expect(harness.screen.table("characters")?.rows.count == 20)
        harness.network.isOnline = false
        await harness.settle()
        return harness
    }

    @Test(
        "is said to be dropped, in English and Russian, and never as no connection",
        arguments: [
            (Language.en, "Page 2 could not be loaded: the connection to the server broke off."),
            (.ru, "Не удалось загрузить страницу 2: связь с сервером оборвалась."),
        ])
    func isNotCalledOffline(language: Language, said: String) async throws {
        let harness = try await Self.listCutOffAfterPageOne(language)
        #expect(harness.screen.text(of: "error") == said)
    }

    @Test("stops the list where it got to, no longer loading")
    func stopsTheListWithoutLoading() async throws {
        let harness = try await Self.listCutOffAfterPageOne()
        #expect(harness.screen.table("characters")?.footer == "20 of 826 loaded")
        #expect(!harness.rendered().contains("Loading"))
    }

    @Test("a request sent while offline is still no connection")
    func offlineIsStillOffline() async throws {
        let harness = try await Self.listCutOffAfterPageOne()
        try harness.tap("Retry")
        await harness.settle()
        #expect(harness.screen.text(of: "error") == "Page 2 could not be loaded: no connection to the server.")
    }
}
