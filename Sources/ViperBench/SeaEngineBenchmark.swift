import SeaWorld
import Viper

/// Times 100 ticks of a 1000×1000 sea populated from seed 1 (population excluded) and reports
/// the rate in cell-updates (rows × columns × ticks) per second.
func benchmarkSeaEngine() -> String {
    let (rows, columns, ticks) = (1000, 1000, 100)
    var random = SeededRandom(seed: 1)
    var sea = SeaEngine.populated(rows: rows, columns: columns, using: &random)
    let elapsed = ContinuousClock().measure {
        for _ in 0..<ticks {
            sea.tick(using: &random)
        }
    }
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    let rate = Double(rows * columns * ticks) / seconds / 1e6
    return "sea-engine: \(rows)x\(columns), \(ticks) ticks: \(fixed(seconds, 2)) s, \(fixed(rate, 1)) M cell-updates/s"
}

/// A non-negative `value` rounded to `digits` decimals (no Foundation or libm needed).
private func fixed(_ value: Double, _ digits: Int) -> String {
    var scale = 1
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int(value * Double(scale) + 0.5)
    let fraction = String(scaled % scale)
    return "\(scaled / scale).\(String(repeating: "0", count: digits - fraction.count))\(fraction)"
}
