import Foundation
import Viper

/// Character art of the board with darts on it, for the game, history and settings preview.
///
/// `BoardLayout` decides which region each cell depicts and where each dart goes; this draws
/// them. Regions read without colour too: bulls `@` and `o`, singles `:` and `.`, trebles `=`
/// and `~`, doubles `#` and `%` (alternating sectors), the miss area `·`, and the sector numbers
/// in the miss band. The miss area is painted when `showsMissZone` or when a dart missed.
public struct BoardPicture: Equatable, Sendable {
    /// The smallest board that keeps a cell for every region.
    public static let minimumColumns = 35
    /// The mark of a dart's halo, a glyph no region uses.
    static let haloGlyph: Character = "░"
    /// The smallest board the game draws, though the room be smaller (the screen then scrolls):
    /// 23×11 still draws every dart on a cell of its own region (BoardFaithfulnessTests), where
    /// a smaller one would not. Only a display narrower than that gets a smaller board.
    static let smallestColumns = 23

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

    /// The round board's size in `columns` × `rows` (cells twice as tall as wide): an odd number
    /// of columns and rows so the centre is a cell, within both (but at least `smallestColumns`
    /// wide when the width allows: then rows may run over).
    public static func size(fitting columns: Int, rows: Int) -> (columns: Int, rows: Int) {
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
        let layout = BoardLayout.make(columns: columns, rows: rows, showsMissZone: showsMissZone || darts.contains { Dartboard.hit($0).ring == .miss })
        var grid = layout.hits.map { row in row.map { $0.map(BoardColors.style(for:)) ?? BoardColors.outside } }
        drawNumbers(on: &grid, layout: layout)
        let placements = layout.placements(of: darts)
        drawDarts(at: placements.compactMap { $0 }.map { ($0.column, $0.row) }, on: &grid)
        return Drawing(lines: grid.map(Self.line), regions: layout.hits.map { row in row.map { $0?.regionCode ?? "" } }, placements: placements)
    }

    public func lines(darts: [Dart]) -> [StyledLine] {
        draw(darts).lines
    }

    /// Sector numbers half-way across the miss band, on cells of the band only, never touching another number.
    private func drawNumbers(on grid: inout [[BoardColors.Style]], layout: BoardLayout) {
        let edges = layout.scale.displayEdges
        let radius = (edges[edges.count - 2] + edges[edges.count - 1]) / 2
        let background = layout.showsMissZone ? BoardColors.missZone.background : nil
        var taken = Set<Int>()
        for (index, sector) in Dartboard.sectors.enumerated() {
            let angle = Double(index) * 2 * Double.pi / Double(Dartboard.sectors.count)
            let text = Array(String(sector))
            let across = radius * sin(angle) + Double(columns / 2) + 0.5
            let start = Int((across - Double(text.count) / 2).rounded())
            let row = rows / 2 - Int((radius * cos(angle) / BoardLayout.aspect).rounded())
            let cells = (start..<start + text.count).map { row * columns + $0 }
            let fits = row >= 0 && row < rows && start >= 0 && start + text.count <= columns
            guard fits, cells.allSatisfy({ cell in
                let column = cell % columns
                let centre = layout.centreOf(column: column, row: row)
                let distance = (centre.x * centre.x + centre.y * centre.y).squareRoot()
                let inBand = distance > edges[edges.count - 2] && distance <= edges[edges.count - 1]
                return inBand && !taken.contains(cell) && !taken.contains(cell - 1) && !taken.contains(cell + 1)
            }) else { continue }
            for (offset, digit) in text.enumerated() {
                grid[row][start + offset] = BoardColors.Style(glyph: digit, foreground: BoardColors.number, background: background)
                taken.insert(row * columns + start + offset)
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
                    let r = row + dRow, c = column + dColumn
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
