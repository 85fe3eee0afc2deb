import Foundation
import Testing
import ViperLocation

@testable import Viper

@Suite("Geodesy: random points uniform over a disk")
struct GeodesyRandomPointTests {
    static let count = 20_000
    static let radius = 1000.0
    static let center = Coordinate(latitude: 55.7539, longitude: 37.6208)!

    /// For each r, the fraction of distances within r, and how far it may stray from (r/R)²:
    /// four binomial standard deviations, √(p(1−p)/n). A sample from the right distribution
    /// fails one of these by chance about once in 4 000 runs; the seed makes it never.
    static func misfits(_ distances: [Double]) -> [String] {
        [100.0, 300, 500, 800].compactMap { r in
            let expected = (r / radius) * (r / radius)
            let observed = Double(distances.filter { $0 <= r }.count) / Double(distances.count)
            let tolerance = 4 * (expected * (1 - expected) / Double(distances.count)).squareRoot()
            return abs(observed - expected) <= tolerance ? nil : "within \(r) m: \(observed), expected \(expected) ± \(tolerance)"
        }
    }

    @Test("the fraction within r is (r/R)², all points inside the radius, bearings even over quadrants")
    func uniform() {
        var random = SeededRandom(seed: 2026)
        let points = (0..<Self.count).map { _ in Geodesy.randomPoint(around: Self.center, within: Self.radius, using: &random) }
        let distances = points.map { Geodesy.distance(Self.center, $0) }
        #expect(Self.misfits(distances) == [])
        #expect(distances.allSatisfy { $0 <= Self.radius * (1 + 1e-9) })

        var quadrants = [0, 0, 0, 0]
        for point in points {
            quadrants[Int(Geodesy.bearing(from: Self.center, to: point) / 90) % 4] += 1
        }
        let expected = Double(Self.count) / 4
        let tolerance = 4 * (Double(Self.count) * 0.25 * 0.75).squareRoot()
        #expect(quadrants.allSatisfy { abs(Double($0) - expected) <= tolerance }, "\(quadrants)")
    }

    @Test("the same check catches the common mistake, distance = radius·u")
    func linearRadiusFails() {
        var random = SeededRandom(seed: 2026)
        let distances = (0..<Self.count).map { _ in
            let point = Geodesy.destination(from: Self.center, distance: Self.radius * random.unitInterval(), bearing: 360 * random.unitInterval())
            return Geodesy.distance(Self.center, point)
        }
        #expect(Self.misfits(distances).count == 4)
    }

    @Test("the same seed gives the same points; a zero or bad radius gives the centre")
    func reproducible() {
        var first = SeededRandom(seed: 7)
        var second = SeededRandom(seed: 7)
        let a = (0..<10).map { _ in Geodesy.randomPoint(around: Self.center, within: 300, using: &first) }
        let b = (0..<10).map { _ in Geodesy.randomPoint(around: Self.center, within: 300, using: &second) }
        #expect(a == b)
        #expect(Geodesy.randomPoint(around: Self.center, within: 0, using: &first) == Self.center)
        #expect(Geodesy.randomPoint(around: Self.center, within: -5, using: &first) == Self.center)
        #expect(Geodesy.randomPoint(around: Self.center, within: .nan, using: &first) == Self.center)
    }
}
