import Foundation
import Synchronization

/// Which region each cell of a board picture depicts, and the cell each dart is drawn on.
///
/// The board's centre is the centre of the middle cell. A cell depicts the region its centre
/// scores, through `BoardScale` (so the thin rings are exaggerated, never reordered). A dart is
/// drawn where its true position maps to through the same scale; when that cell depicts another
/// region (near a ring's or sector's edge) or holds another dart, the dart moves to the nearest
/// free cell of its own region. So a dart is never drawn where it would not score, and never hides
/// another unless its region has no free cell left (then the two share a cell, and say so). A board
/// smaller than `BoardPicture.minimumColumns` cannot keep a cell for every region: there a dart
/// whose region has no free cell goes to the nearest free cell of the board, so every dart shows.
struct BoardLayout: Sendable {
    let columns: Int
    let rows: Int
    let scale: BoardScale
    let showsMissZone: Bool
    /// Per row, per column: the region a cell depicts, nil off the board (and in the miss area when it is hidden).
    let hits: [[Hit?]]

    /// Cells are `aspect` columns tall.
    static let aspect = 2.0

    init(columns: Int, rows: Int, showsMissZone: Bool) {
        self.columns = max(1, columns)
        self.rows = max(1, rows)
        scale = BoardScale(radius: Self.radius(columns: self.columns, rows: self.rows))
        self.showsMissZone = showsMissZone
        let size = (columns: self.columns, rows: self.rows)
        hits = (0..<size.rows).map { [scale] row in
            (0..<size.columns).map { column in
                let (x, y) = Self.centre(column: column, row: row, columns: size.columns, rows: size.rows)
                let distance = (x * x + y * y).squareRoot()
                guard distance <= scale.radius else { return nil }
                let millimetres = distance == 0 ? 0 : scale.millimetres(distance) / distance
                let hit = Dartboard.hit(Dart(x: x * millimetres, y: y * millimetres))
                return hit.ring == .miss && !showsMissZone ? nil : hit
            }
        }
    }

    /// Columns from the centre to the picture's edge, the widest the board can be drawn.
    var radius: Double { Self.radius(columns: columns, rows: rows) }

    private static func radius(columns: Int, rows: Int) -> Double {
        min(Double(columns) / 2, Double(rows) / 2 * aspect)
    }

    private struct Key: Hashable {
        let columns: Int
        let rows: Int
        let showsMissZone: Bool
    }

    /// Mapping every cell is the costly part of a drawing, so each layout is made once per run.
    private static let made = Mutex<[Key: BoardLayout]>([:])

    static func make(columns: Int, rows: Int, showsMissZone: Bool) -> BoardLayout {
        let key = Key(columns: columns, rows: rows, showsMissZone: showsMissZone)
        if let layout = made.withLock({ $0[key] }) { return layout }
        let layout = BoardLayout(columns: columns, rows: rows, showsMissZone: showsMissZone)
        made.withLock { $0[key] = layout }
        return layout
    }

    /// Where a dart is drawn, in columns from the picture's centre (y up); nil when its position is not a number.
    func displayPoint(of dart: Dart) -> (x: Double, y: Double)? {
        guard dart.x.isFinite, dart.y.isFinite else { return nil }
        let radius = dart.radius
        guard radius > 0 else { return (0, 0) }
        let distance = scale.display(radius)
        return (dart.x / radius * distance, dart.y / radius * distance)
    }

    /// Where a dart is drawn: its cell, and whether an earlier dart is drawn there too (only
    /// when every cell of their region is taken).
    struct Placement: Equatable {
        let column: Int
        let row: Int
        let isShared: Bool
    }

    /// The cells the darts are drawn on, in order; nil for a dart whose position is not a number.
    func placements(of darts: [Dart]) -> [Placement?] {
        var taken = Set<Int>()
        return darts.map { dart in
            guard let point = displayPoint(of: dart) else { return nil }
            let hit = Dartboard.hit(dart)
            let isOwn = { (column: Int, row: Int) in
                row >= 0 && row < rows && column >= 0 && column < columns && hits[row][column] == hit
            }
            let isFree = { (column: Int, row: Int) in isOwn(column, row) && !taken.contains(row * columns + column) }
            let column = columns / 2 + Int(point.x.rounded())
            let row = rows / 2 - Int((point.y / Self.aspect).rounded())
            let free = isFree(column, row) ? (column, row) : nearestCell(to: point, where: isFree)
            // Each search scans the board, so only as many run as it takes.
            let shared = { nearestCell(to: point, where: isOwn) }
            let elsewhere = { nearestCell(to: point) { hits[$1][$0] != nil && !taken.contains($1 * columns + $0) } }
            // A board too small for every region shows each dart on a cell of its own first.
            guard let (column, row) = free ?? (isReduced ? elsewhere() ?? shared() : shared() ?? elsewhere()) else { return nil }
            let isShared = !taken.insert(row * columns + column).inserted
            return Placement(column: column, row: row, isShared: isShared)
        }
    }

    /// Too small to keep a cell for every region.
    private var isReduced: Bool { columns < BoardPicture.minimumColumns }

    /// A cell's centre in columns from the picture's centre (y up).
    func centreOf(column: Int, row: Int) -> (x: Double, y: Double) {
        Self.centre(column: column, row: row, columns: columns, rows: rows)
    }

    private static func centre(column: Int, row: Int, columns: Int, rows: Int) -> (x: Double, y: Double) {
        (Double(column - columns / 2), Double(rows / 2 - row) * aspect)
    }

    private func nearestCell(to point: (x: Double, y: Double), where fits: (Int, Int) -> Bool) -> (Int, Int)? {
        var best: (cell: (Int, Int), distance: Double)?
        for row in 0..<rows {
            for column in 0..<columns where fits(column, row) {
                let centre = centreOf(column: column, row: row)
                let dx = centre.x - point.x
                let dy = centre.y - point.y
                let distance = dx * dx + dy * dy
                if best.map({ distance < $0.distance }) ?? true { best = ((column, row), distance) }
            }
        }
        return best?.cell
    }
}
