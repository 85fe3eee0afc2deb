/// A rectangle of the sea's cells: the part drawn on screen.
public struct SeaWindow: Equatable, Sendable {
    public var row: Int
    public var column: Int
    public var rows: Int
    public var columns: Int

    public init(row: Int = 0, column: Int = 0, rows: Int = 0, columns: Int = 0) {
        self.row = row
        self.column = column
        self.rows = rows
        self.columns = columns
    }

    /// The whole of a sea `rows` × `columns`.
    public static func whole(rows: Int, columns: Int) -> SeaWindow {
        SeaWindow(rows: rows, columns: columns)
    }

    /// This window moved as little as it takes to lie inside a sea `rows` × `columns`, and no
    /// larger than it.
    public func clamped(toRows rows: Int, columns: Int) -> SeaWindow {
        let height = min(self.rows, rows)
        let width = min(self.columns, columns)
        return SeaWindow(
            row: min(max(0, row), rows - height), column: min(max(0, column), columns - width), rows: height, columns: width
        )
    }
}
