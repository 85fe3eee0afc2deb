import Foundation
import Testing
import Viper
import ViperTesting

@testable import RickAndMorty

/// Drawing a screen changes nothing: the list as pages and pictures arrive and as it
/// scrolls, and a card, each drawn straight after a change, before anything else has drawn it.
@MainActor
@Suite("Rick and Morty draws purely")
struct RickAndMortyPureScreenTests {
    @Test("the list and a card draw the same screen twice and change no state")
    func drawingChangesNothing() async throws {
        let data = try #require(
            FileManager.default.fileExists(atPath: Fixtures.sharedData.path) ? Fixtures.sharedData : nil,
            "the recorded data is missing: looked for \(Fixtures.sharedData.path)")
        let harness = ModuleHarness<RickAndMortyApp>()
        try harness.launch(RickAndMortyApp(), storage: try TemporaryFolder().url, options: RickAndMortyOptions.parse(["--replay", data.path]))
        expectPureScreen(of: try #require(harness.navigator.topView))
        await harness.settle()
        expectPureScreen(of: try #require(harness.navigator.topView))
        try harness.send(.scroll(table: "characters", .by(7)))
        expectPureScreen(of: try #require(harness.navigator.topView))
        await harness.settle()
        expectPureScreen(of: try #require(harness.navigator.topView))
        try harness.send(.scroll(table: "characters", .by(-7)))
        try harness.send(.tap(element: "characters", item: "1"))
        await harness.settle()
        expectPureScreen(of: try #require(harness.navigator.topView))
    }
}
