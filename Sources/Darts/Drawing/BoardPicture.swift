import Foundation
import Viper

/// Character art of the board with darts on it, for the game, history and settings preview.
///
/// `BoardLayout` decides which region each cell depicts and where each dart goes; this draws
/// them. Regions read without colour too: bulls `@` and `o`, singles `:` and `.`, trebles `=`
/// and `~`, doubles `#` and `%` (alternating sectors), the miss area `·`. The sector numbers
/// stand in a ring of their own around the board, where no dart is ever drawn. The miss area is
/// painted when `showsMissZone` or when a dart missed.
public struct BoardPicture: Equatable, Sendable {
    /// The smallest board that keeps a cell for every region.
    public static let minimumColumns = 35
    /// The columns left and right of the board and the rows above and below it that the ring
    /// of sector numbers takes.
    static let numberRing = (columns: 4, rows: 1)
    /// The mark of a dart's halo, a glyph no region uses.
    static let haloGlyph: Character = "░"
    /// The smallest board the game draws, though the room be smaller (the screen then scrolls):
    /// 23×11 still draws every dart on a cell of its own region (BoardFaithfulnessTests), where
    /// a smaller one would not. Only a display narrower than that gets a smaller board.
    static let smallestColumns = 23

    /// The picture's size, the ring of numbers included.
    public let columns: Int
    public let rows: Int
    /// One column wide; anything else falls back to "✕" so the lines keep their width.
    public let dartGlyph: Character
    /// 1…3: a dart's halo colours the cells with |Δcolumn| + 2·|Δrow| ≤ dartSize − 1 around its own cell.
    public let dartSize: Int
    public let showsMissZone: Bool

    public init(columns: Int = minimumColumns, rows: Int = 17, dartGlyph: String = "✕", dartSize: Int = 1, showsMissZone: Bool) {
        self.columns = max(1, columns)
        self.rows = max(1, rows)
        if dartGlyph.count == 1, let glyph = dartGlyph.first, TextWidth.of(glyph) == 1 {
            self.dartGlyph = glyph
        } else {
            self.dartGlyph = "✕"
        }
        self.dartSize = min(max(dartSize, 1), 3)
        self.showsMissZone = showsMissZone
    }

    /// The picture's size in `columns` × `rows`, its ring of numbers included: the largest round
    /// board (`boardSize(fitting:rows:)`) the room leaves inside the ring.
    public static func size(fitting columns: Int, rows: Int) -> (columns: Int, rows: Int) {
        let ring = ring(columns: columns, rows: rows)
        let board = boardSize(fitting: columns - 2 * ring.columns, rows: rows - 2 * ring.rows)
        return (board.columns + 2 * ring.columns, board.rows + 2 * ring.rows)
    }

    /// The ring of numbers a picture of this size has room for: none on one too small to keep
    /// a board inside it.
    static func ring(columns: Int, rows: Int) -> (columns: Int, rows: Int) {
        columns > 4 * numberRing.columns && rows > 4 * numberRing.rows ? numberRing : (0, 0)
    }

    /// The round board's size in `columns` × `rows` (cells twice as tall as wide): an odd number
    /// of columns and rows so the centre is a cell, within both (but at least `smallestColumns`
    /// wide when the width allows: then rows may run over).
    static func boardSize(fitting columns: Int, rows: Int) -> (columns: Int, rows: Int) {
        let byHeight = max(rows, 1) * 2 - 1
        var width = min(columns, max(byHeight, smallestColumns))
        if width.isMultiple(of: 2) { width -= 1 }
        width = max(width, 1)
        let radius = Double(width) / 2
        return (width, Int(radius / BoardLayout.aspect) * 2 + 1)
    }

    /// What a drawing shows: the lines, the region code each cell depicts ("" for none), and
    /// where each dart is drawn (nil for a dart whose position is not a number).
    struct Drawing {
        let lines: [StyledLine]
        let regions: [[String]]
        let placements: [BoardLayout.Placement?]
    }

    func draw(_ darts: [Dart]) -> Drawing {
        let ring = Self.ring(columns: columns, rows: rows)
        let layout = BoardLayout.make(
            columns: max(1, columns - 2 * ring.columns), rows: max(1, rows - 2 * ring.rows),
            showsMissZone: showsMissZone || darts.contains { Dartboard.hit($0).ring == .miss })
        let hits = (0..<rows).map { row in
            (0..<columns).map { column -> Hit? in
                let (boardRow, boardColumn) = (row - ring.rows, column - ring.columns)
                guard layout.hits.indices.contains(boardRow), layout.hits[boardRow].indices.contains(boardColumn) else { return nil }
                return layout.hits[boardRow][boardColumn]
            }
        }
        var grid = hits.map { row in row.map { $0.map(BoardColors.style(for:)) ?? BoardColors.outside } }
        drawNumbers(on: &grid, around: layout, hits: hits)
        let placements = layout.placements(of: darts).map { placement in
            placement.map { BoardLayout.Placement(column: $0.column + ring.columns, row: $0.row + ring.rows, isShared: $0.isShared) }
        }
        drawDarts(at: placements.compactMap { $0 }.map { ($0.column, $0.row) }, on: &grid)
        return Drawing(lines: grid.map(Self.line), regions: hits.map { row in row.map { $0?.regionCode ?? "" } }, placements: placements)
    }

    public func lines(darts: [Dart]) -> [StyledLine] {
        draw(darts).lines
    }

    /// The sector numbers on a ring just outside the board, each on cells off it and never
    /// touching another number: as close to the board as that allows.
    private func drawNumbers(on grid: inout [[BoardColors.Style]], around layout: BoardLayout, hits: [[Hit?]]) {
        var taken = Set<Int>()
        for (index, sector) in Dartboard.sectors.enumerated() {
            let angle = Double(index) * 2 * Double.pi / Double(Dartboard.sectors.count)
            let text = Array(String(sector))
            // Out from the board a half row at a time, and a column further out on each row.
            let outward = sin(angle) < 0 ? -1 : 1
            let places = (0..<4).flatMap { step in
                let across = (layout.radius + 1.5 + Double(step)) * sin(angle)
                let down = (Double(layout.rows / 2) + 1 + Double(step) / 2) * cos(angle)
                let start = Int((across + Double(columns / 2) + 0.5 - Double(text.count) / 2).rounded())
                return [0, outward].map { shift in (row: rows / 2 - Int(down.rounded()), cells: Array(start + shift..<start + shift + text.count)) }
            }
            // A number keeps a blank cell between itself and the board, so "12" never reads as part of it.
            let isOffBoard = { (row: Int, column: Int) in !hits[row].indices.contains(column) || hits[row][column] == nil }
            guard
                let place = places.first(where: { place in
                    guard place.row >= 0, place.row < rows, let first = place.cells.first, let last = place.cells.last else { return false }
                    return first >= 0 && last < columns && isOffBoard(place.row, first - 1) && isOffBoard(place.row, last + 1)
                        && place.cells.allSatisfy { column in
                            let cell = place.row * columns + column
                            return hits[place.row][column] == nil && !taken.contains(cell) && !taken.contains(cell - 1) && !taken.contains(cell + 1)
                        }
                })
            else { continue }
            for (column, digit) in zip(place.cells, text) {
                grid[place.row][column] = BoardColors.Style(glyph: digit, foreground: BoardColors.number, background: nil)
                taken.insert(place.row * columns + column)
            }
        }
    }

    /// A halo marks the cells around a dart with `haloGlyph` as well as colour, so the dart's
    /// size shows without colour too; each dart's own cell is drawn last, so no halo hides a dart.
    private func drawDarts(at cells: [(column: Int, row: Int)], on grid: inout [[BoardColors.Style]]) {
        let reach = dartSize - 1
        for (column, row) in cells {
            for dRow in -reach...reach {
                for dColumn in -reach...reach where abs(dColumn) + 2 * abs(dRow) <= reach && (dColumn, dRow) != (0, 0) {
                    let r = row + dRow
                    let c = column + dColumn
                    if r >= 0, r < rows, c >= 0, c < columns {
                        grid[r][c] = BoardColors.Style(glyph: Self.haloGlyph, foreground: BoardColors.dart, background: BoardColors.dartHaloBackground)
                    }
                }
            }
        }
        let dart = BoardColors.Style(glyph: dartGlyph, foreground: BoardColors.dart, background: BoardColors.dartBackground)
        for (column, row) in cells { grid[row][column] = dart }
    }

    /// Adjacent cells of one colour share a span.
    private static func line(_ cells: [BoardColors.Style]) -> StyledLine {
        var spans: [Span] = []
        for cell in cells {
            if let last = spans.last, last.foreground == cell.foreground, last.background == cell.background {
                spans[spans.count - 1].text.append(cell.glyph)
            } else {
                spans.append(Span(String(cell.glyph), foreground: cell.foreground, background: cell.background))
            }
        }
        return StyledLine(spans)
    }
}
