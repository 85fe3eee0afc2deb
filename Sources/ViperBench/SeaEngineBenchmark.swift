import Foundation
import SeaWorld
import Viper

/// Times 100 ticks of a 1000×1000 sea populated from seed 1 (population excluded) and reports
/// the rate in cell-updates (rows × columns × ticks) per second.
func benchmarkSeaEngine() -> String {
    let (rows, columns, ticks) = (1000, 1000, 100)
    var random = SeededRandom(seed: 1)
    var sea = SeaEngine.populated(rows: rows, columns: columns, using: &random)
    let seconds = ContinuousClock().measure {
        for _ in 0..<ticks {
            sea.tick(using: &random)
        }
    }.seconds
    let rate = Double(rows * columns * ticks) / seconds / 1e6
    return String(format: "sea-engine: %dx%d, %d ticks: %.2f s, %.1f M cell-updates/s (goal ≥ 65)", rows, columns, ticks, seconds, rate)
}
