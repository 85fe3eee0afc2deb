import Viper

/// A grid of one-column cells being drawn: background (rings), then glyphs that must stay
/// visible, then number labels placed only over background cells.
struct MapDrawing {
    let columns: Int
    let rows: Int
    private var cells: [[Span]]
    private var reserved: Set<Int> = []

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        cells = Array(repeating: Array(repeating: Span(" "), count: columns), count: rows)
    }

    mutating func set(_ column: Int, _ row: Int, _ span: Span, reserved: Bool = false) {
        guard (0..<columns).contains(column), (0..<rows).contains(row) else { return }
        cells[row][column] = span
        if reserved { self.reserved.insert(row * columns + column) }
    }

    /// Writes `text` right of the cell, or else left of it, where it covers no glyph or label.
    mutating func label(_ text: String, besideColumn column: Int, row: Int, color: Color) {
        let characters = text.map(String.init)
        for start in [column + 1, column - characters.count] where isFree(start..<(start + characters.count), row: row) {
            for (offset, character) in characters.enumerated() {
                set(start + offset, row, Span(character, foreground: color), reserved: true)
            }
            return
        }
    }

    private func isFree(_ span: Range<Int>, row: Int) -> Bool {
        span.lowerBound >= 0 && span.upperBound <= columns && span.allSatisfy { !reserved.contains(row * columns + $0) }
    }

    var lines: [StyledLine] {
        cells.map { StyledLine($0) }
    }
}
