/// The room the display gives a screen, in character cells: what a view sizes its canvases
/// and lists to. The REPL sets it from `--width`/`--height` or the terminal's size.
public struct DisplaySize: Equatable, Sendable {
    public var columns: Int
    public var rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// A terminal's classic size, for scripts and tests that give none.
    public static let standard = DisplaySize(columns: 80, rows: 24)

    /// The columns inside a screen's box (`│ ` and ` │` take four).
    public var contentColumns: Int { max(1, columns - 4) }
}
