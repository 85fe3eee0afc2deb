/// A list of rows of which a window is visible, as on a phone screen.
public struct Table: Equatable, Sendable {
    /// Every row, of which `window` shows some.
    public var rows: [Row]
    /// Which rows are on screen.
    public var window: TableWindow
    /// A line under the rows, such as loading progress.
    public var footer: String?
    /// What to show when there are no rows.
    public var emptyText: String?

    /// A table of `rows` showing those in `window`.
    public init(rows: [Row], window: TableWindow, footer: String? = nil, emptyText: String? = nil) {
        self.rows = rows
        self.window = window
        self.footer = footer
        self.emptyText = emptyText
    }

    /// The positions in `rows` of the rows on screen.
    public var visibleRange: Range<Int> { window.visibleRange(rowCount: rows.count) }

    /// One row: its cells, with an optional picture and an accessory.
    public struct Row: Equatable, Sendable {
        /// The row's stable id: `tap <id>` in the REPL names it, as its label and its number do.
        public var id: String
        /// The row's texts, in columns. The text renderer keeps a row to one line, cutting the
        /// cells at its end with `…`; the JSON frame carries them whole.
        public var cells: [String]
        /// What the row is called: `tap <label>` names it, and `help` lists it so. The first cell
        /// unless the row says otherwise, as one whose first cell is a status, a glyph or a
        /// number must (`Row(id: "7", cells: ["✓", "Dune"], label: "Dune")`).
        public var label: String
        /// A picture drawn before the cells, such as a character's face.
        public var image: ImageBox?
        /// What is drawn at the row's end.
        public var accessory: Accessory
        /// The colour the row's text is drawn in, such as a rank's place on a green-to-red scale.
        public var color: Color?
        /// A row of `cells` with the id `id`, called `label`, else by its first cell (else its id).
        public init(id: String, cells: [String], label: String? = nil, image: ImageBox? = nil, accessory: Accessory = .none, color: Color? = nil) {
            self.id = id
            self.cells = cells
            self.label = label ?? cells.first ?? id
            self.image = image
            self.accessory = accessory
            self.color = color
        }
    }

    /// What is drawn at a row's end.
    public enum Accessory: String, Equatable, Sendable, Codable {
        /// Nothing.
        case none
        /// A `›`: tapping the row opens more.
        case disclosure
        /// A `✓`: the row is chosen.
        case checkmark
    }
}

/// Which rows of a table are on screen. Presenters keep one per table and move it on the `scroll` their view forwards.
public struct TableWindow: Equatable, Sendable {
    /// The position of the first row on screen.
    public private(set) var firstRow: Int
    /// How many rows are on screen at most.
    public let height: Int

    /// A window of `height` rows from `firstRow`; a height below 1 is taken as 1.
    public init(firstRow: Int = 0, height: Int) {
        self.firstRow = max(0, firstRow)
        self.height = max(1, height)
    }

    /// The positions of the rows on screen in a table of `rowCount` rows: the window, moved up as
    /// far as it must to stay full.
    ///
    /// - Parameter rowCount: How many rows the table has.
    /// - Returns: A range of positions in the table's rows, empty for an empty table.
    public func visibleRange(rowCount: Int) -> Range<Int> {
        let first = min(firstRow, max(0, rowCount - height))
        return first..<min(rowCount, first + height)
    }

    /// Moves by `rows` (negative is up), staying within the table.
    package mutating func scroll(by rows: Int, rowCount: Int) {
        firstRow = clamped(firstRow.addingReportingOverflow(rows).partialValue, rowCount: rowCount)
    }

    /// Makes `row` visible, moving as little as possible.
    package mutating func reveal(row: Int, rowCount: Int) {
        let current = visibleRange(rowCount: rowCount)
        if row < current.lowerBound {
            firstRow = clamped(row, rowCount: rowCount)
        } else if row >= current.upperBound {
            firstRow = clamped(row - height + 1, rowCount: rowCount)
        } else {
            firstRow = current.lowerBound
        }
    }

    /// Moves as a `scroll` event asks: by some rows, or to reveal the row with an id.
    public mutating func apply(_ motion: ScrollMotion, to rows: [Table.Row]) {
        switch motion {
        case .by(let count):
            scroll(by: count, rowCount: rows.count)
        case .toRow(let id):
            if let index = rows.firstIndex(where: { $0.id == id }) { reveal(row: index, rowCount: rows.count) }
        }
    }

    private func clamped(_ row: Int, rowCount: Int) -> Int {
        min(max(0, row), max(0, rowCount - height))
    }
}
