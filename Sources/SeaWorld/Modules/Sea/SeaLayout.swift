import Viper

/// How the sea sits in the room the screen leaves: the size of a cell and how many of them
/// show. A sea that fits is drawn whole with cells as large as fit; a larger one is drawn
/// through a window of the smallest cells, and a line below the status says where it is.
struct SeaLayout: Equatable, Sendable {
    var cell: SeaCellSize
    var visibleRows: Int
    var visibleColumns: Int
    /// Whether only part of the sea shows.
    var isWindowed: Bool

    /// `height` is the room with no line for the window's position; `positionRows` how many
    /// lines that line takes when there is one.
    init(gridRows: Int, gridColumns: Int, width: Int, height: Int, positionRows: Int) {
        guard gridColumns > width || gridRows > height else {
            cell = .fitting(gridRows: gridRows, gridColumns: gridColumns, width: width, height: height)
            (visibleRows, visibleColumns, isWindowed) = (gridRows, gridColumns, false)
            return
        }
        cell = gridColumns * 2 <= width ? .wide : .narrow
        visibleRows = min(gridRows, max(1, height - positionRows))
        visibleColumns = min(gridColumns, max(1, width / cell.columns))
        isWindowed = true
    }

    /// The sea's name over it, which a canvas that takes taps shows in its region.
    private static let nameRows = 1

    /// How `sea` fills `room`, the room of its region, with `position` (the window's position,
    /// when it shows one) over it.
    init(sea: SeaSnapshot, position: String, room: Room) {
        self.init(
            gridRows: sea.rows,
            gridColumns: sea.columns,
            width: room.columns,
            height: room.rows - Self.nameRows,
            positionRows: max(1, TextWidth.wrap(position, to: room.columns).count)
        )
    }

    /// The window of this layout's size at `row`, `column`, moved inside the sea.
    func window(row: Int, column: Int, gridRows: Int, gridColumns: Int) -> SeaWindow {
        SeaWindow(row: row, column: column, rows: visibleRows, columns: visibleColumns)
            .clamped(toRows: gridRows, columns: gridColumns)
    }
}
