/// Character cells, columns by rows: the room the display gives a screen (`displaySize`, which
/// the REPL sets from `--width`/`--height` or the terminal's size), and the room the navigator
/// gives each region of it (`room(of:)`), which a view draws a map, a board or a list's
/// window to.
public struct Room: Equatable, Sendable {
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
    public static let standard = Room(columns: 80, rows: 24)

    /// The columns inside a screen's box on a display of this size (`│ ` and ` │` take four).
    public var contentColumns: Int { max(1, columns - 4) }

    /// The rows a screen's own elements may fill without scrolling on a display of this size: less the
    /// frame's borders and one-line navigation bar, the tab bar when `tabBar`, and the line
    /// under the frame where the REPL's prompt sits.
    public func screenRows(tabBar: Bool) -> Int {
        max(1, rows - 5 - (tabBar ? 2 : 0))
    }
}
