import Testing
import Viper
import ViperTesting

@testable import MonsterHunt

/// Drawing a screen changes nothing: the map zoomed and panned, and the team, each drawn
/// straight after a change, before anything else has drawn them.
@MainActor
@Suite("Monster Hunt draws purely")
struct MonsterHuntPureScreenTests {
    @Test("the map, zoomed and panned, and the team draw the same screen twice and change no state")
    func drawingChangesNothing() throws {
        let game = try HuntGame(permission: .authorized)
        let harness = game.harness
        #expect(game.screenID == "monsterhunt.map")
        for event in [ViewEvent.tap(element: "zoomIn", item: nil), .swipe(.left), .tap(element: "zoomOut", item: nil), .tap(element: "centre", item: nil)] {
            try harness.send(event)
            expectPureScreen(of: try #require(harness.navigator.topView))
        }
        try harness.tap("My team")
        expectPureScreen(of: try #require(harness.navigator.topView))
    }
}
