/// A list of rows of which a window is visible, as on a phone screen.
public struct Table: Equatable, Sendable {
    public var rows: [Row]
    public var window: TableWindow
    /// A line under the rows, such as loading progress.
    public var footer: String?
    /// What to show when there are no rows.
    public var emptyText: String?

    public init(rows: [Row], window: TableWindow, footer: String? = nil, emptyText: String? = nil) {
        self.rows = rows
        self.window = window
        self.footer = footer
        self.emptyText = emptyText
    }

    public var visibleRange: Range<Int> { window.visibleRange(rowCount: rows.count) }

    public struct Row: Equatable, Sendable {
        public var id: String
        public var cells: [String]
        public var image: ImageBox?
        public var accessory: Accessory
        /// The colour the row's text is drawn in, such as a rank's place on a green-to-red scale.
        public var color: Color?
        public init(id: String, cells: [String], image: ImageBox? = nil, accessory: Accessory = .none, color: Color? = nil) {
            self.id = id
            self.cells = cells
            self.image = image
            self.accessory = accessory
            self.color = color
        }
    }

    public enum Accessory: String, Equatable, Sendable, Codable {
        case none, disclosure, checkmark
    }
}

/// Which rows of a table are on screen. Views keep one per table and move it on `scroll`.
public struct TableWindow: Equatable, Sendable {
    public private(set) var firstRow: Int
    public let height: Int

    public init(firstRow: Int = 0, height: Int) {
        self.firstRow = max(0, firstRow)
        self.height = max(1, height)
    }

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
