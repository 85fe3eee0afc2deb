/// A list of rows of which a window is visible, as on a phone screen.
///
/// A view gives every row; the framework owns the window. The table asks for rows of the
/// screen as a region does (`height`), the navigator gives it its share of the display and shows
/// as many rows as fit, counting the lines each row takes as it is drawn, and `scroll <table>`
/// moves the window without reaching the view. A presenter that must know which rows are on
/// screen hears it in `visibleRowsDidChange(in:ids:)`.
///
///     Element(id: "team", kind: .table(Table(rows: rows, emptyText: "No one yet")))
public struct Table: Equatable, Sendable {
    /// Every row, of which the window shows some.
    public var rows: [Row]
    /// How many rows of the screen the table asks for, as a region does: by default at least
    /// three, and its share of what the rest of the screen leaves. A table inside a region or a
    /// group shows all its rows, and a region that scrolls scrolls them.
    public var height: Region.Height
    /// A line under the rows, such as loading progress.
    public var footer: String?
    /// What to show when there are no rows.
    public var emptyText: String?
    /// The rows on screen, as the navigator placed the window; nil off the navigator, where
    /// every row shows.
    package internal(set) var window: Range<Int>?

    /// A table of `rows` asking for `height` rows of the screen.
    public init(rows: [Row], height: Region.Height = .fill(minimum: 3), footer: String? = nil, emptyText: String? = nil) {
        self.rows = rows
        self.height = height
        self.footer = footer
        self.emptyText = emptyText
    }

    /// The positions in `rows` of the rows on screen.
    public var visibleRange: Range<Int> {
        guard let window else { return rows.indices }
        return window.clamped(to: rows.indices)
    }

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
        /// The cell that gives way when the row is wider than the screen: it is cut to fit with
        /// `…` and the cells after it stay whole, as a long title must not push a time off its
        /// row; where they leave it too little room, they go from the last. `nil`, the default,
        /// cuts the row at its end, which keeps the columns an app pads to line up where they are.
        public var yieldingCell: Int?
        /// A row of `cells` with the id `id`, called `label`, else by its first cell (else its id).
        public init(
            id: String, cells: [String], label: String? = nil, image: ImageBox? = nil, accessory: Accessory = .none, color: Color? = nil,
            yieldingCell: Int? = nil
        ) {
            self.id = id
            self.cells = cells
            self.label = label ?? cells.first ?? id
            self.image = image
            self.accessory = accessory
            self.color = color
            self.yieldingCell = yieldingCell
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
