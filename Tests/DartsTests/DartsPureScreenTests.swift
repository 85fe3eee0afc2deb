import Testing
import Viper
import ViperTesting

@testable import Darts

/// Drawing a screen changes nothing: the game before and during an attempt, as its clock
/// runs, and after an answer, each drawn straight after a change, before anything else has drawn it.
@MainActor
@Suite("Darts draws purely")
struct DartsPureScreenTests {
    @Test("the game draws the same screen twice and changes no state")
    func drawingChangesNothing() async throws {
        let game = try DartsGame(settings: GameFlowTests.short)
        expectPureScreen(of: try #require(game.harness.navigator.topView))
        try game.harness.tap("START")
        expectPureScreen(of: try #require(game.harness.navigator.topView))
        await game.harness.advance(by: .seconds(3))
        expectPureScreen(of: try #require(game.harness.navigator.topView))
        try game.answer(correctly: true)
        expectPureScreen(of: try #require(game.harness.navigator.topView))
    }
}
