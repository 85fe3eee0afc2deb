import Testing
import Viper

@testable import Darts

@Suite("Statistics: row colours")
struct StatsColorTests {
    func isGreen(_ color: Color) -> Bool { color.green > 200 && color.red < 60 && color.blue < 60 }
    func isRed(_ color: Color) -> Bool { color.red > 200 && color.green < 60 && color.blue < 60 }
    func isYellowish(_ color: Color) -> Bool { color.red > 180 && color.green > 180 && color.blue < 60 }

    @Test("the first row is green and the last red", arguments: [2, 3, 10, 100])
    func ends(count: Int) {
        #expect(isGreen(ScoreColors.color(forRank: 0, of: count)))
        #expect(isRed(ScoreColors.color(forRank: count - 1, of: count)))
    }

    @Test("the middle row is yellowish", arguments: [3, 5, 11, 101])
    func middle(count: Int) {
        #expect(isYellowish(ScoreColors.color(forRank: count / 2, of: count)))
    }

    @Test("a single row is green")
    func single() {
        #expect(ScoreColors.color(forRank: 0, of: 1) == ScoreColors.top)
    }

    @Test("the colour goes steadily from green to red")
    func monotonic() {
        let colors = (0..<20).map { ScoreColors.color(forRank: $0, of: 20) }
        for (upper, lower) in zip(colors, colors.dropFirst()) {
            #expect(lower.red >= upper.red)
            #expect(lower.green <= upper.green)
        }
    }

    @Test("ranks outside the table are clamped to its ends")
    func clamped() {
        #expect(ScoreColors.color(forRank: -3, of: 5) == ScoreColors.top)
        #expect(ScoreColors.color(forRank: 9, of: 5) == ScoreColors.bottom)
        #expect(ScoreColors.color(forRank: 0, of: 0) == ScoreColors.top)
    }
}
