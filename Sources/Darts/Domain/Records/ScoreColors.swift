import Viper

/// The statistics table's colour for a row: green at the top through yellow to red at the bottom.
public enum ScoreColors {
    public static let top = Color(red: 0, green: 255, blue: 0)
    public static let middle = Color(red: 255, green: 255, blue: 0)
    public static let bottom = Color(red: 255, green: 0, blue: 0)

    /// `rank` counts from 0 (the best game) to `count - 1`; ranks outside are clamped, and a
    /// table of one row is green.
    public static func color(forRank rank: Int, of count: Int) -> Color {
        guard count > 1 else { return top }
        let t = Double(min(max(rank, 0), count - 1)) / Double(count - 1)
        // Red rises over the first half while green stays full, then green falls.
        let red = UInt8((min(1, 2 * t) * 255).rounded())
        let green = UInt8((min(1, 2 * (1 - t)) * 255).rounded())
        return Color(red: red, green: green, blue: 0)
    }
}
