import Foundation
import Testing
import Viper

@testable import Darts

/// A point `radius` mm from the centre, `degrees` clockwise from the top.
func boardPoint(radius: Double, degrees: Double) -> Dart {
    let angle = degrees * Double.pi / 180
    return Dart(x: radius * sin(angle), y: radius * cos(angle))
}

@Suite("Board scoring")
struct BoardScoringTests {
    @Test("sectors run 20, 1, 18 … 5 clockwise from the top")
    func sectorOrder() {
        #expect(Dartboard.sectors == [20, 1, 18, 4, 13, 6, 10, 15, 2, 17, 3, 19, 7, 16, 8, 11, 14, 9, 12, 5])
        #expect(Set(Dartboard.sectors) == Set(1...20))
        #expect(Dartboard.hit(Dart(x: 0, y: 50)).sector == 20)
        #expect(Dartboard.hit(Dart(x: 50, y: 0)).sector == 6)
        #expect(Dartboard.hit(Dart(x: 0, y: -50)).sector == 3)
        #expect(Dartboard.hit(Dart(x: -50, y: 0)).sector == 11)
    }

    @Test("ring radii in millimetres")
    func radii() {
        #expect(Dartboard.innerBullRadius == 6.35)
        #expect(Dartboard.outerBullRadius == 15.9)
        #expect((Dartboard.trebleInner, Dartboard.trebleOuter) == (99, 107))
        #expect((Dartboard.doubleInner, Dartboard.doubleOuter) == (162, 170))
        #expect(Dartboard.edgeRadius == 225.5)
    }

    @Test("the middle of every ring in every sector", arguments: Array(Dartboard.sectors.enumerated()))
    func everyRingEverySector(index: Int, sector: Int) {
        let degrees = Double(index) * 18
        let expected: [(radius: Double, hit: Hit)] = [
            (3, .innerBull), (11, .outerBull),
            (57, Hit(sector: sector, multiplier: 1, ring: .single)),
            (103, Hit(sector: sector, multiplier: 3, ring: .treble)),
            (134, Hit(sector: sector, multiplier: 1, ring: .single)),
            (166, Hit(sector: sector, multiplier: 2, ring: .double)),
            (200, .miss), (225, .miss),
        ]
        for (radius, hit) in expected {
            #expect(Dartboard.hit(boardPoint(radius: radius, degrees: degrees)) == hit, "r=\(radius) in \(sector)")
            // Near both edges of the sector, still inside it.
            #expect(Dartboard.hit(boardPoint(radius: radius, degrees: degrees - 8.9)) == hit)
            #expect(Dartboard.hit(boardPoint(radius: radius, degrees: degrees + 8.9)) == hit)
        }
    }

    @Test("exactly on a ring's edge counts as the inner region, just beyond as the outer one")
    func radialBoundaries() {
        let boundaries: [(radius: Double, inner: Ring, outer: Ring)] = [
            (6.35, .innerBull, .outerBull), (15.9, .outerBull, .single), (99, .single, .treble),
            (107, .treble, .single), (162, .single, .double), (170, .double, .miss),
        ]
        let directions: [(x: Double, y: Double, sector: Int)] = [(0, 1, 20), (1, 0, 6), (0, -1, 3), (-1, 0, 11)]
        for (radius, inner, outer) in boundaries {
            for direction in directions {
                let on = Dartboard.hit(Dart(x: direction.x * radius, y: direction.y * radius))
                let beyond = Dartboard.hit(Dart(x: direction.x * radius.nextUp, y: direction.y * radius.nextUp))
                #expect(on.ring == inner, "r=\(radius) towards \(direction.sector)")
                #expect(beyond.ring == outer, "just beyond r=\(radius) towards \(direction.sector)")
            }
        }
        #expect(Dartboard.hit(Dart(x: 0, y: 99)) == Hit(sector: 20, multiplier: 1, ring: .single))
        #expect(Dartboard.hit(Dart(x: 107, y: 0)) == Hit(sector: 6, multiplier: 3, ring: .treble))
        #expect(Dartboard.hit(Dart(x: 0, y: -170)) == Hit(sector: 3, multiplier: 2, ring: .double))
    }

    @Test("a point exactly on a sector line belongs to the sector clockwise of it")
    func exactSectorBoundaries() {
        // 45°, 135°, 225° and 315° are sector lines (9° + 18°·k) that (d, d) points hit exactly.
        for distance in [20.0, 50, 75.5, 103 / 2.0.squareRoot(), 166 / 2.0.squareRoot()] {
            #expect(Dartboard.hit(Dart(x: distance, y: distance)).sector == 4, "18 | 4 at 45°")
            #expect(Dartboard.hit(Dart(x: distance, y: -distance)).sector == 2, "15 | 2 at 135°")
            #expect(Dartboard.hit(Dart(x: -distance, y: -distance)).sector == 16, "7 | 16 at 225°")
            #expect(Dartboard.hit(Dart(x: -distance, y: distance)).sector == 12, "9 | 12 at 315°")
        }
        #expect(Dartboard.hit(Dart(x: 103 / 2.0.squareRoot(), y: 103 / 2.0.squareRoot())) == Hit(sector: 4, multiplier: 3, ring: .treble))
    }

    @Test("either side of each of the 20 sector lines")
    func sectorEdges() {
        for index in 0..<20 {
            let line = 9 + 18 * Double(index)
            let before = Dartboard.sectors[index]
            let after = Dartboard.sectors[(index + 1) % 20]
            for radius in [50.0, 103, 166] {
                #expect(Dartboard.hit(boardPoint(radius: radius, degrees: line - 1e-6)).sector == before)
                #expect(Dartboard.hit(boardPoint(radius: radius, degrees: line + 1e-6)).sector == after)
                #expect(Dartboard.hit(boardPoint(radius: radius, degrees: line)).sector == after, "on the line at \(line)°")
            }
        }
    }

    @Test("the centre is the inner bull; beyond 170 mm, at the edge and off the board is a miss")
    func centreAndMisses() {
        #expect(Dartboard.hit(Dart(x: 0, y: 0)) == .innerBull)
        #expect(Dartboard.hit(Dart(x: -0.0, y: -0.0)) == .innerBull)
        for dart in [
            Dart(x: 0, y: 170.01), Dart(x: 225.5, y: 0), Dart(x: 0, y: -225.5), boardPoint(radius: 225.5, degrees: 77),
            Dart(x: 400, y: 400), Dart(x: .nan, y: 0), Dart(x: .infinity, y: 1),
        ] {
            let hit = Dartboard.hit(dart)
            #expect(hit == .miss)
            #expect((hit.sector, hit.multiplier, hit.points) == (0, 0, 0))
        }
    }

    @Test("labels and points of every sector and ring")
    func labelsAndPoints() {
        #expect(Dartboard.allHits.count == 20 * 3 + 3)
        for (index, sector) in Dartboard.sectors.enumerated() {
            let degrees = Double(index) * 18
            let single = Dartboard.hit(boardPoint(radius: 57, degrees: degrees))
            let double = Dartboard.hit(boardPoint(radius: 166, degrees: degrees))
            let treble = Dartboard.hit(boardPoint(radius: 103, degrees: degrees))
            #expect((single.label(missText: "Промах"), single.points) == ("\(sector)x1", sector))
            #expect((double.label(missText: "Промах"), double.points) == ("\(sector)x2", 2 * sector))
            #expect((treble.label(missText: "Промах"), treble.points) == ("\(sector)x3", 3 * sector))
            #expect(Dartboard.allHits.contains(single) && Dartboard.allHits.contains(double) && Dartboard.allHits.contains(treble))
        }
        #expect(Dartboard.hit(Dart(x: 0, y: 160)).label(missText: "Miss") == "20x1")
        #expect(Dartboard.hit(Dart(x: 0, y: 168)).label(missText: "Miss") == "20x2")
        #expect(Dartboard.hit(Dart(x: 0, y: 100)).label(missText: "Miss") == "20x3")
        #expect(Dartboard.hit(Dart(x: 10, y: 0)).label(missText: "Miss") == "25x1")
        #expect(Dartboard.hit(Dart(x: 1, y: 1)).label(missText: "Miss") == "50x1")
        #expect(Dartboard.hit(Dart(x: 0, y: 200)).label(missText: "Промах") == "Промах")
        #expect(Hit.outerBull.points == 25 && Hit.innerBull.points == 50 && Hit.miss.points == 0)
        for hit in Dartboard.allHits {
            #expect(hit.points == hit.sector * hit.multiplier)
            let expected = hit.ring == .miss ? "—" : "\(hit.sector)x\(hit.multiplier)"
            #expect(hit.label(missText: "—") == expected)
        }
    }

    @Test("achievable three-dart totals come from the board's single-dart scores")
    func achievableTotals() {
        let singles = Dartboard.singleDartScores
        #expect(singles.count == 44, "0–20, 21–40 even, 21–60 by 3, 25 and 50 without repeats")
        #expect(singles.max() == 60 && singles.contains(50) && singles.contains(25) && !singles.contains(23))
        let impossible = Set(0...180).subtracting(Dartboard.achievableTotals)
        #expect(impossible == [163, 166, 169, 172, 173, 175, 176, 178, 179])
        #expect(Dartboard.achievableTotals.min() == 0 && Dartboard.achievableTotals.max() == 180)
        #expect(Dartboard.totals(ofDarts: 1) == singles)
        #expect(Dartboard.totals(ofDarts: 0) == [0])
    }

    @Test("hits round-trip through JSON")
    func codable() throws {
        let hit = Dartboard.hit(Dart(x: 0, y: 103))
        let decoded = try JSONDecoder().decode(Hit.self, from: JSONEncoder().encode(hit))
        #expect(decoded == hit)
        let dart = Dart(x: 1.5, y: -2.25)
        #expect(try JSONDecoder().decode(Dart.self, from: JSONEncoder().encode(dart)) == dart)
    }
}
