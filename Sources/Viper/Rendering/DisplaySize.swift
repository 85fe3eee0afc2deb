/// The room the display gives a screen, in character cells, which the navigator shares among
/// the screen's regions. The REPL sets it from `--width`/`--height` or the terminal's size.
public struct DisplaySize: Equatable, Sendable {
    /// How many characters wide.
    public var columns: Int
    /// How many characters high, the prompt's line included.
    public var rows: Int

    /// A display of `columns × rows` characters.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// A terminal's classic size, for scripts and tests that give none.
    public static let standard = DisplaySize(columns: 80, rows: 24)

    /// The columns inside a screen's box (`│ ` and ` │` take four).
    public var contentColumns: Int { max(1, columns - 4) }

    /// The rows a screen's own elements may fill without scrolling: the display's, less the
    /// frame's borders and one-line navigation bar, the tab bar when `tabBar`, and the line
    /// under the frame where the REPL's prompt sits.
    public func screenRows(tabBar: Bool) -> Int {
        max(1, rows - 5 - (tabBar ? 2 : 0))
    }
}
