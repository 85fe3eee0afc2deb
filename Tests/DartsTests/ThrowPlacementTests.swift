import Foundation
import Testing
import Viper
import ViperTesting

@testable import Darts

@Suite("Throw placement")
struct ThrowPlacementTests {
    @Test("three darts by default, or as many as asked")
    func counts() {
        var random = SeededRandom(seed: 1)
        #expect(Dartboard.throwDarts(missesAllowed: true, using: &random).count == 3)
        #expect(Dartboard.throwDarts(count: 5, missesAllowed: false, using: &random).count == 5)
        #expect(Dartboard.throwDarts(count: 0, missesAllowed: false, using: &random).isEmpty)
    }

    @Test("with misses every dart is on the board; without, every dart scores", arguments: [false, true])
    func withinRadius(missesAllowed: Bool) {
        var random = SeededRandom(seed: 7)
        let darts = Dartboard.throwDarts(count: 20_000, missesAllowed: missesAllowed, using: &random)
        let limit = missesAllowed ? Dartboard.edgeRadius : Dartboard.doubleOuter
        #expect(darts.allSatisfy { $0.radius < limit })
        #expect(darts.contains { $0.radius > limit * 0.99 }, "the whole disk is reached")
        let misses = darts.filter { Dartboard.hit($0) == .miss }.count
        if missesAllowed {
            // The miss zone is 1 − (170 / 225.5)² ≈ 43 % of the board.
            #expect(misses > 8_000 && misses < 9_200)
        } else {
            #expect(misses == 0)
        }
    }

    /// How many of `radii` fail a 4σ check of "share within r ≈ (r/R)²".
    static func failures(_ distances: [Double], radius: Double, radii: [Double]) -> [Double] {
        let n = Double(distances.count)
        return radii.filter { r in
            let p = (r / radius) * (r / radius)
            let inside = Double(distances.filter { $0 <= r }.count)
            let sigma = (n * p * (1 - p)).squareRoot()
            return abs(inside - n * p) > 4 * sigma
        }
    }

    @Test("uniform over the area: the share within r is (r/R)², and the naive r = R·u is not", arguments: [false, true])
    func uniformOverArea(missesAllowed: Bool) {
        let radius = missesAllowed ? Dartboard.edgeRadius : Dartboard.doubleOuter
        let radii = [0.15, 0.35, 0.5, 0.7, 0.9].map { $0 * radius }
        var random = SeededRandom(seed: 2024)
        let darts = Dartboard.throwDarts(count: 40_000, missesAllowed: missesAllowed, using: &random)
        #expect(Self.failures(darts.map(\.radius), radius: radius, radii: radii).isEmpty)

        var naiveRandom = SeededRandom(seed: 2024)
        let naive = (0..<40_000).map { _ in radius * naiveRandom.unitInterval() }
        #expect(Self.failures(naive, radius: radius, radii: radii) == radii, "the naive placement crowds the centre")
    }

    @Test("angles are uniform: a quarter of the darts in each quadrant, each sector about a twentieth")
    func uniformAngles() {
        var random = SeededRandom(seed: 99)
        let darts = Dartboard.throwDarts(count: 40_000, missesAllowed: true, using: &random)
        let n = Double(darts.count)
        let quadrants = [
            darts.filter { $0.x >= 0 && $0.y >= 0 }, darts.filter { $0.x >= 0 && $0.y < 0 },
            darts.filter { $0.x < 0 && $0.y < 0 }, darts.filter { $0.x < 0 && $0.y >= 0 },
        ]
        let quarterSigma = (n * 0.25 * 0.75).squareRoot()
        for quadrant in quadrants {
            #expect(abs(Double(quadrant.count) - n / 4) < 4 * quarterSigma)
        }
        let sectorSigma = (n * 0.05 * 0.95).squareRoot()
        for sector in Dartboard.sectors {
            let count = Double(darts.filter { Dartboard.sector(at: $0) == sector }.count)
            #expect(abs(count - n / 20) < 4 * sectorSigma, "sector \(sector)")
        }
    }

    @Test("the same seed throws the same darts; another seed does not")
    func deterministic() {
        var first = SeededRandom(seed: 42)
        var second = SeededRandom(seed: 42)
        var other = SeededRandom(seed: 43)
        let a = Dartboard.throwDarts(count: 30, missesAllowed: true, using: &first)
        let b = Dartboard.throwDarts(count: 30, missesAllowed: true, using: &second)
        let c = Dartboard.throwDarts(count: 30, missesAllowed: true, using: &other)
        #expect(a == b)
        #expect(a != c)
    }

    @Test("a dart draws its distance, then its angle")
    func drawOrder() throws {
        // unitInterval() of 1 << 62 is 0.25: r = 170·√0.25 = 85, and a quarter turn points right.
        var random = ScriptedRandom([1 << 62, 1 << 62])
        let dart = try #require(Dartboard.throwDarts(count: 1, missesAllowed: false, using: &random).first)
        #expect(abs(dart.x - 85) < 1e-9)
        #expect(abs(dart.y) < 1e-9)
        #expect(random.remaining.isEmpty)
    }
}
