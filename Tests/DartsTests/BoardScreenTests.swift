import Foundation
import Testing
import Viper
import ViperTesting

@testable import Darts

/// The board on the Game screen: sized to the display, whole in the text frame, faithful in the JSON.
@MainActor
@Suite("Board on the game screen")
struct BoardScreenTests {
    @Test(
        "the game's board fits the display, is not cut in the text frame, and its darts sit on their regions",
        arguments: BoardSizes.displays)
    func gameScreen(display: Room) throws {
        var settings = GameFlowTests.short
        settings.missesAllowed = true
        let game = try DartsGame(settings: settings)
        game.harness.displaySize = display
        try game.harness.tap("START")
        for _ in 0..<settings.attempts {
            let area = try #require(try FrameJSON(game.harness.frame).element("boardArea"), "the board has a region of its own")
            #expect((area["children"] as? [[String: Any]])?.contains { $0["id"] as? String == "board" } == true)
            let canvas = try #require(game.screen.canvas("board"))
            let reading = try BoardReading(canvas)
            #expect(reading.text.allSatisfy { $0.count <= display.contentColumns })
            let darts = try #require(game.screen.canvas("board")?.model["darts"].flatMap { if case .array(let darts) = $0 { darts } else { nil } })
            #expect(darts.count == 3)
            for (placed, model) in zip(reading.darts, darts) {
                let placed = try #require(placed)
                #expect(reading.regions[placed.row][placed.column] == Dartboard.hit(Dart(x: placed.x, y: placed.y)).regionCode)
                #expect(reading.text[placed.row][placed.column] == "✕")
                #expect(model["sector"] != nil && model["points"] != nil)
            }
            let frame = game.harness.rendered(width: display.columns).split(separator: "\n", omittingEmptySubsequences: false)
            #expect(frame.allSatisfy { TextWidth.of(String($0)) <= display.columns })
            for line in canvas.lines.map(\.plainText) {
                #expect(frame.contains { $0.contains(line) }, "the board line \(line) is whole in the frame")
            }
            try game.answer(correctly: true)
        }
    }
}
