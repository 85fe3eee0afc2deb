import EventMapAPI
import Testing
import Viper
import ViperTesting

@testable import EventMap

/// Drawing a screen changes nothing: the events map moved every way, drawn straight after
/// each move, before anything else has drawn it.
@MainActor
@Suite("Event Map draws purely")
struct EventMapPureScreenTests {
    @Test("the map, zoomed and panned, draws the same screen twice and changes no state")
    func drawingChangesNothing() async throws {
        let fixture = try MapScreensFixture()
        try await fixture.seed("Concert")
        try await fixture.seed("Film", type: .cinema, at: 55.7545, 37.6215)
        try await fixture.showMap()
        let harness = fixture.harness
        for target in ["zoomOut", "north", "south", "zoomIn"] {
            try harness.send(.tap(element: target, item: nil))
            expectPureScreen(of: try #require(harness.navigator.topView))
            await harness.settle()
            expectPureScreen(of: try #require(harness.navigator.topView))
        }
        try harness.send(.swipe(.left))
        expectPureScreen(of: try #require(harness.navigator.topView))
        await harness.settle()
    }
}
