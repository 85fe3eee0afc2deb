import Viper

/// The sea as one tick left it, as the presenter needs it.
struct SeaSnapshot: Equatable, Sendable {
    var tick = 0
    var rows = 0
    var columns = 0
    var penguins = 0
    var orcas = 0
    /// The part of the sea the view asked for.
    var window = SeaWindow()
    /// The organisms in `window`, in row-major order: never the whole of a sea larger than the
    /// screen, so a frame's size is bounded by the window's.
    var organisms: [Organism] = []
}

/// How big one cell of the sea is drawn: the largest size at which the whole grid fits the
/// room the screen leaves. A character is about twice as tall as it is wide, so a cell two
/// columns wide and one row high is square; larger cells keep that shape (4×2, 6×3, …),
/// and an even width lets the double-width glyphs and water tile it exactly.
struct SeaCellSize: Equatable, Sendable {
    var columns: Int
    var rows: Int
    /// Whether the cell is one column, too narrow for the double-width glyphs: the sea is
    /// then drawn with single-width ones, so every row still fits.
    var isNarrow: Bool { columns < 2 }

    static let narrow = SeaCellSize(columns: 1, rows: 1)

    /// A square cell `scale` rows high.
    static func square(_ scale: Int) -> SeaCellSize {
        SeaCellSize(columns: 2 * scale, rows: scale)
    }

    /// The largest cell at which `gridColumns` cells fit `width` and `gridRows` cells fit
    /// `height`. The width always wins: when even the smallest square cell is too wide the
    /// cells are narrow; when the grid is taller than `height` the cells stay at their
    /// smallest and the screen runs longer rather than losing rows.
    static func fitting(gridRows: Int, gridColumns: Int, width: Int, height: Int) -> SeaCellSize {
        guard gridColumns > 0 else { return .square(1) }
        guard gridColumns * 2 <= width else { return .narrow }
        var scale = 1
        while gridColumns * square(scale + 1).columns <= width, gridRows * (scale + 1) <= height {
            scale += 1
        }
        return .square(scale)
    }
}
