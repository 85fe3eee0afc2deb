import Foundation
import Synchronization
import Viper

/// Character art of the board with darts on it, for the game, history and settings preview.
///
/// The picture always spans the whole board (radius 225.5 mm) at one scale, so the sector
/// numbers have a band outside the double ring. A terminal cell is about twice as tall as wide,
/// so a row covers `aspect` times the millimetres of a column. Each cell shows the most valuable
/// region that touches it (bulls, then trebles, doubles, singles, the miss zone), so the thin
/// rings stay visible at small sizes; the miss zone is painted only when `showsMissZone`.
public struct BoardPicture: Equatable, Sendable {
    public static let aspect = 2.0

    public let columns: Int
    public let rows: Int
    /// One column wide; anything else falls back to "✕" so the lines keep their width.
    public let dartGlyph: Character
    /// 1…3: a dart covers the cells with |Δcolumn| + 2·|Δrow| ≤ dartSize − 1 around its own cell.
    public let dartSize: Int
    public let showsMissZone: Bool

    public init(columns: Int = 45, rows: Int = 21, dartGlyph: String = "✕", dartSize: Int = 1, showsMissZone: Bool) {
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

    /// Millimetres per column: the board's diameter fits both across and down.
    var cellWidth: Double {
        2 * Dartboard.edgeRadius / min(Double(columns), Double(rows) * Self.aspect)
    }

    var cellHeight: Double { cellWidth * Self.aspect }

    /// The cell a point falls in, or nil when it is outside the picture.
    public func cell(of dart: Dart) -> (column: Int, row: Int)? {
        guard dart.x.isFinite, dart.y.isFinite else { return nil }
        let column = (dart.x / cellWidth + Double(columns) / 2).rounded(.down)
        let row = (Double(rows) / 2 - dart.y / cellHeight).rounded(.down)
        guard column >= 0, column < Double(columns), row >= 0, row < Double(rows) else { return nil }
        return (Int(column), Int(row))
    }

    public func lines(darts: [Dart]) -> [StyledLine] {
        var grid = background()
        drawDarts(darts, on: &grid)
        return grid.map(Self.line)
    }

    private struct BackgroundKey: Hashable {
        let columns: Int
        let rows: Int
        let showsMissZone: Bool
    }

    /// The board without darts depends only on its size and the miss zone, and sampling every
    /// cell is the costly part of a drawing, so each is made once per run.
    private static let backgrounds = Mutex<[BackgroundKey: [[BoardColors.Style]]]>([:])

    private func background() -> [[BoardColors.Style]] {
        let key = BackgroundKey(columns: columns, rows: rows, showsMissZone: showsMissZone)
        if let cached = Self.backgrounds.withLock({ $0[key] }) { return cached }
        var grid = (0..<rows).map { row in (0..<columns).map { column in style(column: column, row: row) } }
        drawNumbers(on: &grid)
        Self.backgrounds.withLock { $0[key] = grid }
        return grid
    }

    /// The centre of a cell, or a point inside it at fractions (fx, fy) of its width and height.
    func point(column: Int, row: Int, fx: Double = 0.5, fy: Double = 0.5) -> Dart {
        Dart(x: (Double(column) + fx - Double(columns) / 2) * cellWidth,
             y: (Double(rows) / 2 - Double(row) - fy) * cellHeight)
    }

    private static let samplesAcross = 4
    private static let samplesDown = 8

    private func style(column: Int, row: Int) -> BoardColors.Style {
        var best = rank(point(column: column, row: row))
        for i in 0..<Self.samplesAcross {
            for j in 0..<Self.samplesDown {
                let sample = point(column: column, row: row,
                                   fx: (Double(i) + 0.5) / Double(Self.samplesAcross),
                                   fy: (Double(j) + 0.5) / Double(Self.samplesDown))
                let candidate = rank(sample)
                if candidate.rank > best.rank { best = candidate }
            }
        }
        guard let hit = best.hit, hit.ring != .miss || showsMissZone else { return BoardColors.outside }
        return BoardColors.style(for: hit)
    }

    /// Higher ranks win a cell; points off the board have no hit.
    private func rank(_ point: Dart) -> (rank: Int, hit: Hit?) {
        guard point.radius <= Dartboard.edgeRadius else { return (0, nil) }
        let hit = Dartboard.hit(point)
        let rank = switch hit.ring {
        case .miss: 1
        case .single: 2
        case .double: 3
        case .treble: 4
        case .outerBull: 5
        case .innerBull: 6
        }
        return (rank, hit)
    }

    /// Sector numbers half-way across the band outside the double ring, skipped where they would
    /// cover the scoring area, leave the picture or touch another number.
    private func drawNumbers(on grid: inout [[BoardColors.Style]]) {
        let radius = (Dartboard.doubleOuter + Dartboard.edgeRadius) / 2
        let background = showsMissZone ? BoardColors.missZone.background : nil
        var taken = Set<Int>()
        for (index, sector) in Dartboard.sectors.enumerated() {
            let angle = Double(index) * 2 * Double.pi / Double(Dartboard.sectors.count)
            let centre = Dart(x: radius * sin(angle), y: radius * cos(angle))
            let text = Array(String(sector))
            let across = centre.x / cellWidth + Double(columns) / 2
            let start = Int((across - Double(text.count) / 2).rounded())
            let row = Int((Double(rows) / 2 - centre.y / cellHeight).rounded(.down))
            let cells = (start..<start + text.count).map { row * columns + $0 }
            let fits = row >= 0 && row < rows && start >= 0 && start + text.count <= columns
            guard fits, cells.allSatisfy({ cell in
                let style = grid[row][cell % columns]
                return !taken.contains(cell) && !taken.contains(cell - 1) && !taken.contains(cell + 1)
                    && (style == BoardColors.outside || style == BoardColors.missZone)
            }) else { continue }
            for (offset, digit) in text.enumerated() {
                grid[row][start + offset] = BoardColors.Style(glyph: digit, foreground: BoardColors.number, background: background)
                taken.insert(row * columns + start + offset)
            }
        }
    }

    /// Every dart's surrounding cells first, then every dart's own cell, so no mark hides another dart.
    private func drawDarts(_ darts: [Dart], on grid: inout [[BoardColors.Style]]) {
        let reach = dartSize - 1
        let halo = BoardColors.Style(glyph: dartGlyph, foreground: BoardColors.dart, background: BoardColors.dartHaloBackground)
        let centre = BoardColors.Style(glyph: dartGlyph, foreground: BoardColors.dart, background: BoardColors.dartBackground)
        let cells = darts.compactMap(cell(of:))
        for (column, row) in cells {
            for dRow in -reach...reach {
                for dColumn in -reach...reach where abs(dColumn) + 2 * abs(dRow) <= reach && (dColumn, dRow) != (0, 0) {
                    let r = row + dRow, c = column + dColumn
                    if r >= 0, r < rows, c >= 0, c < columns { grid[r][c] = halo }
                }
            }
        }
        for (column, row) in cells { grid[row][column] = centre }
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
