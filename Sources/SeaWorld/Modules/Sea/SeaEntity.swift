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

    /// The smallest cell that holds a double-width glyph.
    static let wide = SeaCellSize(columns: 2, rows: 1)

    /// Equal cells that share out all of `width` and `height` between `gridColumns` and
    /// `gridRows`. The width always wins: when even the smallest wide cell is too wide the
    /// cells are narrow; when the grid is taller than `height` the cells stay one row high.
    static func fitting(gridRows: Int, gridColumns: Int, width: Int, height: Int) -> SeaCellSize {
        guard gridColumns > 0, gridRows > 0 else { return .wide }
        guard gridColumns * 2 <= width else { return .narrow }
        return SeaCellSize(columns: width / gridColumns, rows: max(1, height / gridRows))
    }
}
