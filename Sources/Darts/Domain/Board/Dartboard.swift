import Foundation
import Viper

/// The standard dartboard and the one scoring rule.
///
/// Radial boundaries: a point exactly on a ring's edge belongs to the inner region. So
/// r ≤ 6.35 is the inner bull (50), r ≤ 15.9 the outer bull (25), r ≤ 99 a single, r ≤ 107 a
/// treble, r ≤ 162 a single, r ≤ 170 a double, and anything farther (including the rest of the
/// board up to its edge at 225.5 mm, and beyond it) a miss (0).
///
/// Sector boundaries: each sector is the half-open angle interval [start, start + 18°) measured
/// clockwise from the top, with 20 spanning [−9°, 9°). A point exactly on the line between two
/// sectors therefore belongs to the sector clockwise of that line (9° scores 1, 45° scores 4).
/// Angles within a billionth of a sector width of a boundary count as on it, so rounding in
/// `atan2` cannot move a point that is exactly on a boundary to the other side.
public enum Dartboard {
    /// Sector numbers clockwise from the top.
    public static let sectors = [20, 1, 18, 4, 13, 6, 10, 15, 2, 17, 3, 19, 7, 16, 8, 11, 14, 9, 12, 5]

    public static let innerBullRadius = 6.35
    public static let outerBullRadius = 15.9
    public static let trebleInner = 99.0
    public static let trebleOuter = 107.0
    public static let doubleInner = 162.0
    public static let doubleOuter = 170.0
    public static let edgeRadius = 225.5

    /// The score of a dart at `dart` (see the boundary rules above). Non-finite points miss.
    public static func hit(_ dart: Dart) -> Hit {
        guard dart.x.isFinite, dart.y.isFinite else { return .miss }
        let radius = dart.radius
        if radius <= innerBullRadius { return .innerBull }
        if radius <= outerBullRadius { return .outerBull }
        if radius > doubleOuter { return .miss }
        let sector = sector(at: dart)
        if radius <= trebleInner { return Hit(sector: sector, multiplier: 1, ring: .single) }
        if radius <= trebleOuter { return Hit(sector: sector, multiplier: 3, ring: .treble) }
        if radius <= doubleInner { return Hit(sector: sector, multiplier: 1, ring: .single) }
        return Hit(sector: sector, multiplier: 2, ring: .double)
    }

    /// The number of the sector the direction of `dart` points into, whatever its distance.
    public static func sector(at dart: Dart) -> Int {
        sectors[sectorIndex(at: dart)]
    }

    /// Index into `sectors` for the direction of `dart`.
    static func sectorIndex(at dart: Dart) -> Int {
        let clockwiseFromTop = atan2(dart.x, dart.y)
        // In sector widths, shifted half a sector so 20's interval starts at 0.
        var position = clockwiseFromTop / (2 * .pi) * Double(sectors.count) + 0.5
        let nearest = position.rounded()
        if abs(position - nearest) < 1e-9 { position = nearest }
        let index = Int(position.rounded(.down)) % sectors.count
        return index < 0 ? index + sectors.count : index
    }

    /// Every distinct result one dart can have: single, double and treble of each sector, both bulls and a miss.
    public static let allHits: [Hit] =
        sectors.flatMap { sector in
            [
                Hit(sector: sector, multiplier: 1, ring: .single),
                Hit(sector: sector, multiplier: 2, ring: .double),
                Hit(sector: sector, multiplier: 3, ring: .treble),
            ]
        } + [.outerBull, .innerBull, .miss]

    /// The points one dart can score.
    public static let singleDartScores = Set(allHits.map(\.points))

    /// The totals `darts` darts can make together; with misses off, every dart scores.
    public static func totals(ofDarts darts: Int, missesAllowed: Bool = true) -> Set<Int> {
        let scores = missesAllowed ? singleDartScores : singleDartScores.subtracting([0])
        var totals: Set<Int> = [0]
        for _ in 0..<max(0, darts) {
            totals = Set(totals.flatMap { total in scores.map { total + $0 } })
        }
        return totals
    }

    /// The darts of one throw.
    public static let dartsPerThrow = 3

    /// The totals three darts can make: 0…180 except 163, 166, 169, 172, 173, 175, 176, 178 and 179.
    public static let achievableTotals = totals(ofDarts: dartsPerThrow)
    /// The totals three darts can make when none may miss: the same, from 3.
    public static let achievableTotalsWithoutMisses = totals(ofDarts: dartsPerThrow, missesAllowed: false)

    public static func achievableTotals(missesAllowed: Bool) -> Set<Int> {
        missesAllowed ? achievableTotals : achievableTotalsWithoutMisses
    }

    /// Three darts; an overload rather than a default argument (see `AnswerOptions.make`).
    public static func throwDarts<R: RandomSource>(missesAllowed: Bool, using random: inout R) -> [Dart] {
        throwDarts(count: dartsPerThrow, missesAllowed: missesAllowed, using: &random)
    }

    /// `count` darts at independent, uniformly random points over the board's area: the whole
    /// board (radius 225.5 mm) when misses are allowed, otherwise the scoring area (170 mm).
    public static func throwDarts<R: RandomSource>(count: Int, missesAllowed: Bool, using random: inout R) -> [Dart] {
        precondition(count >= 0, "a throw needs a non-negative number of darts")
        let radius = missesAllowed ? edgeRadius : doubleOuter
        var darts: [Dart] = []
        darts.reserveCapacity(count)
        for _ in 0..<count {
            darts.append(randomPoint(within: radius, using: &random))
        }
        return darts
    }

    /// A point uniform over the disk of `radius`: r = radius·√u (area grows as r², so plain
    /// radius·u would crowd the centre), then the angle uniform. Draws u first, then the angle.
    static func randomPoint<R: RandomSource>(within radius: Double, using random: inout R) -> Dart {
        let distance = radius * random.unitInterval().squareRoot()
        let angle = 2 * Double.pi * random.unitInterval()
        return Dart(x: distance * sin(angle), y: distance * cos(angle))
    }
}
