/// How far from the picture's centre a distance on the board is drawn, in columns (a row is
/// `BoardPicture.aspect` columns tall, so the scale is the same in every direction).
///
/// The scale is piecewise linear over the board's bands (double bull, single bull, inner single,
/// treble, outer single, double, miss area): each band keeps its true share of the radius unless
/// that would be thinner than the band's minimum, so the thin rings are exaggerated on small
/// pictures and every region keeps cells. It is monotonic, so the order of the rings never changes.
struct BoardScale: Equatable {
    /// The outer edges of the bands in millimetres, from the centre out.
    static let edges = [
        Dartboard.innerBullRadius, Dartboard.outerBullRadius, Dartboard.trebleInner, Dartboard.trebleOuter,
        Dartboard.doubleInner, Dartboard.doubleOuter, Dartboard.edgeRadius,
    ]
    /// The least width of each band in columns: the double bull holds the centre cell and its
    /// neighbours left and right, the single bull the ring of cells around them, every other band
    /// at least a row (two columns) across.
    static let minimumWidths = [1.1, 1.8, 2.2, 2.2, 2.2, 2.2, 2.6]

    /// The outer edges of the bands in columns.
    let displayEdges: [Double]

    init(radius: Double) {
        let trueWidths = zip(Self.edges, [0] + Self.edges).map { $0 - $1 }
        var pinned = Set<Int>()
        var widths = trueWidths
        // Bands that would be thinner than their minimum are pinned to it; the rest share what is left in proportion.
        while true {
            let pinnedWidth = pinned.map { Self.minimumWidths[$0] }.reduce(0, +)
            let freeTrueWidth = trueWidths.indices.filter { !pinned.contains($0) }.map { trueWidths[$0] }.reduce(0, +)
            let share = freeTrueWidth > 0 ? max(0, radius - pinnedWidth) / freeTrueWidth : 0
            widths = trueWidths.indices.map { pinned.contains($0) ? Self.minimumWidths[$0] : trueWidths[$0] * share }
            let tooThin = widths.indices.filter { !pinned.contains($0) && widths[$0] < Self.minimumWidths[$0] }
            guard !tooThin.isEmpty else { break }
            pinned.formUnion(tooThin)
        }
        displayEdges = widths.reduce(into: []) { edges, width in edges.append((edges.last ?? 0) + width) }
    }

    var radius: Double { displayEdges.last ?? 0 }

    /// Columns from the centre for `millimetres` (clamped to the board's edge).
    func display(_ millimetres: Double) -> Double {
        map(min(max(millimetres, 0), Dartboard.edgeRadius), from: Self.edges, to: displayEdges)
    }

    /// Millimetres from the centre for `columns` from the picture's centre; beyond the picture's
    /// radius it keeps the miss band's rate.
    func millimetres(_ columns: Double) -> Double {
        map(max(columns, 0), from: displayEdges, to: Self.edges)
    }

    private func map(_ value: Double, from: [Double], to: [Double]) -> Double {
        let band = from.firstIndex { value <= $0 } ?? from.count - 1
        let (fromStart, toStart) = band == 0 ? (0.0, 0.0) : (from[band - 1], to[band - 1])
        let fromWidth = from[band] - fromStart
        guard fromWidth > 0 else { return to[band] }
        return toStart + (value - fromStart) / fromWidth * (to[band] - toStart)
    }
}
