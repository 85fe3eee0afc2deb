import Testing
import Viper
import ViperTesting

@testable import SeaWorld

/// Drawing the sea changes nothing: a sea too large for the display, ticked, scrolled and
/// swiped, drawn straight after each change, before anything else has drawn it.
@MainActor
@Suite("Sea World draws purely")
struct SeaWorldPureScreenTests {
    @Test("the sea, whole or through a window, draws the same screen twice and changes no state", arguments: [(4, 5), (60, 120)])
    func drawingChangesNothing(rows: Int, columns: Int) throws {
        let harness = ModuleHarness<SeaWorldApp>()
        harness.launchSea(rows: rows, columns: columns)
        expectPureScreen(of: try #require(harness.navigator.topView))
        var events = [ViewEvent.tap(element: "sea", item: nil)]
        if rows > 20 { events += [.scroll(table: "sea", .by(5)), .swipe(.left)] }
        for event in events {
            try harness.send(event)
            expectPureScreen(of: try #require(harness.navigator.topView))
        }
    }
}
