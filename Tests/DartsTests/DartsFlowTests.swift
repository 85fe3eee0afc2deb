import Testing
import Viper
import ViperTesting

@testable import Darts

@MainActor
@Suite("Darts flow")
struct DartsFlowTests {
    @Test func everyScreenOpensAndClosesAndEveryClosedModuleIsLetGo() async throws {
        let game = try DartsGame(settings: GameFlowTests.short)
        let harness = game.harness
        #expect(harness.screen.id == "darts.game")
        try harness.tap("START")
        for _ in 0..<GameFlowTests.short.attempts { try game.answer(correctly: true) }
        await harness.settle()

        try harness.navigator.selectTab(named: "settings")
        #expect(harness.screen.id == "darts.settings")
        try harness.navigator.selectTab(named: "statistics")
        #expect(harness.screen.id == "darts.statistics")

        try harness.tap("1")
        #expect(harness.screen.id == "darts.history")
        try harness.tap("Details")
        #expect(harness.frame.sheet?.id == "darts.details")
        try harness.back()
        #expect(harness.frame.sheet == nil)
        #expect(harness.screen.id == "darts.history")
        try harness.back()
        #expect(harness.screen.id == "darts.statistics")
        await harness.settle()
        harness.expectReleasedModulesGone()

        try harness.navigator.routes.open("game/1")
        #expect(harness.screen.id == "darts.history")
        try harness.back()
        try harness.navigator.selectTab(named: "game")
        #expect(harness.screen.id == "darts.game")
        #expect(harness.state.activeStack.count == 1)
        await harness.settle()
        harness.expectReleasedModulesGone()
    }

    @Test("a game's details stay with the statistics tab: the game tab is free to start a game, and statistics shows them again")
    func detailsStayWithTheStatisticsTab() async throws {
        let game = try DartsGame(settings: GameFlowTests.short)
        let harness = game.harness
        try harness.tap("START")
        for _ in 0..<GameFlowTests.short.attempts { try game.answer(correctly: true) }
        try harness.navigator.selectTab(named: "statistics")
        try harness.tap("1")
        try harness.tap("Details")
        #expect(harness.frame.sheet?.id == "darts.details")

        try harness.navigator.selectTab(named: "game")
        #expect(harness.frame.sheet == nil)
        try harness.tap("START")
        #expect(harness.screen.text(of: "info") == "Attempt 1 of 5")
        try harness.navigator.selectTab(named: "settings")
        #expect(harness.screen.id == "darts.settings")

        try harness.navigator.selectTab(named: "statistics")
        #expect(harness.frame.sheet?.id == "darts.details")
        try harness.back()
        #expect(harness.screen.id == "darts.history")
        await harness.settle()
        harness.expectReleasedModulesGone()
    }
}
