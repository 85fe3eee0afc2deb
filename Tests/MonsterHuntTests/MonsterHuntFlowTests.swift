import Testing
import Viper
import ViperLocation
import ViperTesting

@testable import MonsterHunt

/// Every screen of the game opened and left as a user would; each module left behind is gone.
@MainActor
@Suite("Monster Hunt flow")
struct MonsterHuntFlowTests {
    @Test("every screen in and out, and no module outlives its screen")
    func everyScreenInAndOut() async throws {
        let game = try HuntGame()
        let harness = game.harness
        #expect(game.screenID == "monsterhunt.location-request")

        try harness.tap("Allow")
        try game.answerAlert("Don't Allow")
        #expect(game.screenID == "monsterhunt.no-permission")

        try harness.tap("Go to Settings")
        #expect(game.screenID == "monsterhunt.settings")
        try harness.tap("Done")
        #expect(game.screenID == "monsterhunt.no-permission")
        #expect(harness.state.modals.isEmpty)
        await harness.settle()
        harness.expectReleasedModulesGone()

        try harness.tap("Go to Settings")
        try harness.tap("Location access")
        #expect(game.screenID == "monsterhunt.map")
        #expect(harness.state.description == "stack: monsterhunt.map")

        try harness.tap("My team")
        #expect(game.screenID == "monsterhunt.team")
        try harness.back()
        #expect(game.screenID == "monsterhunt.map")

        let monster = try walkOntoTheNearestMonster(game)
        try harness.send(.tap(element: "monsters", item: monster))
        #expect(game.screenID == "monsterhunt.catch")
        try harness.back()
        #expect(game.screenID == "monsterhunt.map")
        #expect(harness.screen.canvas("monsters")?.items.contains { $0.id == monster } == false, "a monster left alone stays off the map (3.3.6.1)")
        #expect(mapPointIDs(game).contains(monster) == false)

        let next = try walkOntoTheNearestMonster(game)
        try harness.send(.tap(element: "monsters", item: next))
        while game.screenID == "monsterhunt.catch" {
            try harness.tap("Try to catch")
            let title = try #require(harness.alert?.title)
            try harness.tap(title.hasPrefix("Didn't work") ? "OK" : "Back to map")
        }
        #expect(game.screenID == "monsterhunt.map")
        #expect(harness.state.activeStack.count == 1)
        await harness.settle()
        harness.expectReleasedModulesGone()

        game.device.setPermission(.notDetermined)
        #expect(game.screenID == "monsterhunt.location-request")
        await harness.settle()
        harness.expectReleasedModulesGone()
    }

    private func mapPointIDs(_ game: HuntGame) -> [String] {
        guard case .array(let points)? = game.harness.screen.canvas("map")?.model["points"] else { return [] }
        return points.compactMap { if case .string(let id)? = $0["id"] { id } else { nil } }
    }

    /// Moves the device onto the nearest monster the map shows and gives its row id.
    private func walkOntoTheNearestMonster(_ game: HuntGame) throws -> String {
        for _ in 0..<20 {
            if case .array(let monsters)? = game.harness.screen.canvas("map")?.model["points"],
                case .number(let latitude)? = monsters.first?["latitude"], case .number(let longitude)? = monsters.first?["longitude"],
                case .string(let id)? = monsters.first?["id"], let position = Coordinate(latitude: latitude, longitude: longitude)
            {
                game.device.move(to: position)
                return id
            }
            game.device.walk(metres: 300, bearing: 90)
        }
        Issue.record("no monster in sight")
        throw CancellationError()
    }
}
