import Foundation
import Testing
import Viper
import ViperTesting

@testable import Darts

/// The board never misleads: every dart is drawn on a cell that depicts the region that scores
/// it, at every size, read from the canvas's JSON model and its text.
@Suite("Board faithfulness")
struct BoardFaithfulnessTests {
    /// Seeded throws over the whole board (misses included), and darts a hair either side of every
    /// ring's edge and every sector's edge.
    static let darts: [Dart] = {
        var random = SeededRandom(seed: 13)
        let thrown = Dartboard.throwDarts(count: 1_800, missesAllowed: true, using: &random)
        let radii: [Double] = BoardScale.edges.dropLast().flatMap { [$0 - 0.05, $0 + 0.05] } + [Dartboard.edgeRadius - 0.05, 300]
        let ringEdges = radii.enumerated().map { index, radius in
            let angle = Double(index) * 0.37
            return Dart(x: radius * sin(angle), y: radius * cos(angle))
        }
        let sectorEdges = (0..<Dartboard.sectors.count).flatMap { index in
            let edge = (Double(index) - 0.5) * 2 * Double.pi / Double(Dartboard.sectors.count)
            return [30.0, 60, 103, 130, 166, 200].flatMap { radius in
                [edge - 0.002, edge + 0.002].map { Dart(x: radius * sin($0), y: radius * cos($0)) }
            }
        }
        return thrown + ringEdges + sectorEdges
    }()

    @Test("every dart is drawn on a cell of its own region, in the model and in the text", arguments: BoardSizes.smallDisplays + BoardSizes.displays)
    func dartsOnTheirRegions(display: Room) throws {
        var checked = 0
        var misdrawn = 0
        // Three darts a throw, as in the game, in every glyph and size.
        for (index, start) in stride(from: 0, to: Self.darts.count, by: 3).enumerated() {
            let glyph = DartsSettings.dartGlyphs[index % DartsSettings.dartGlyphs.count]
            let throwDarts = Array(Self.darts[start..<min(start + 3, Self.darts.count)])
            let reading = try BoardReading(BoardSizes.canvas(throwDarts, on: display, glyph: glyph, size: 1 + index % 3))
            var cells = Set<String>()
            for (dart, placed) in zip(throwDarts, reading.darts) {
                checked += 1
                guard let placed else {
                    misdrawn += 1
                    continue
                }
                let own = Dartboard.hit(dart).regionCode
                let isFaithful =
                    reading.regions[placed.row][placed.column] == own
                    && reading.text[placed.row][placed.column] == Character(glyph)
                    && cells.insert("\(placed.column),\(placed.row)").inserted
                if !isFaithful { misdrawn += 1 }
                #expect(isFaithful, "\(dart) (\(own)) at column \(placed.column), row \(placed.row)")
            }
        }
        print("board \(display.columns)×\(display.rows): \(checked) darts checked, \(misdrawn) misdrawn")
        #expect(checked >= 2_000)
        #expect(misdrawn == 0)
    }

    @Test(
        "on a board too small for every region, all three darts of a throw still show, each on a cell of its own",
        arguments: [Room(columns: 24, rows: 24), Room(columns: 40, rows: 20), Room(columns: 80, rows: 24)])
    func smallBoardsShowEveryDart(display: Room) throws {
        for start in stride(from: 0, to: Self.darts.count - 2, by: 3) {
            let throwDarts = Array(Self.darts[start..<start + 3])
            let reading = try BoardReading(BoardSizes.canvas(throwDarts, on: display))
            let cells = Set(reading.darts.compactMap { $0.map { "\($0.column),\($0.row)" } })
            #expect(cells.count == 3, "\(throwDarts) on \(display.columns)×\(display.rows)")
            #expect(reading.text.joined().filter { $0 == "✕" }.count == 3)
        }
    }

    @Test("every region has cells, the picture fits the width and is round", arguments: BoardSizes.displays)
    func everyRegionShown(display: Room) throws {
        let reading = try BoardReading(BoardSizes.canvas([], on: display))
        #expect(reading.regionCodes == BoardSizes.allRegions, "\(BoardSizes.allRegions.subtracting(reading.regionCodes))")
        #expect(BoardSizes.allRegions.count == 63)
        #expect(reading.text.allSatisfy { $0.count == reading.text[0].count && $0.count <= display.contentColumns })
        #expect(reading.regions.count == reading.text.count && reading.regions.allSatisfy { $0.count == reading.text[0].count })
        let ring = BoardPicture.numberRing
        let width = reading.text[0].count - 2 * ring.columns
        let height = reading.text.count - 2 * ring.rows
        #expect(abs(width - 2 * height) <= 1, "the board inside its ring of numbers, \(width)×\(height), is round on screen")
        let without = try BoardReading(BoardSizes.canvas([], on: display, misses: false))
        #expect(without.regionCodes == BoardSizes.allRegions.subtracting(["M"]))
    }

    @Test("every region keeps cells at every width from 40 to 160 columns, given the rows")
    func everyRegionAtEveryWidth() {
        for columns in 40...160 {
            for rows in [32, 40, 60] {
                let display = Room(columns: columns, rows: rows)
                let room = BoardSizes.room(in: display)
                let size = BoardPicture.size(fitting: room.columns, rows: room.rows)
                let layout = BoardLayout(columns: size.columns, rows: size.rows, showsMissZone: true)
                let codes = Set(layout.hits.joined().compactMap { $0?.regionCode })
                #expect(codes == BoardSizes.allRegions, "\(columns)×\(rows): \(BoardSizes.allRegions.subtracting(codes))")
                #expect(size.columns <= display.contentColumns)
            }
        }
    }

    @Test("the board grows with the room: wider terminals, more rows")
    func grows() throws {
        let widths = try BoardSizes.displays.map { try BoardReading(BoardSizes.canvas([], on: $0)).text[0].count }
        #expect(widths == widths.sorted() && Set(widths).count == widths.count, "\(widths)")
        #expect(widths.first == 35 && widths.last! > 80)
    }

    @Test("without colour, neighbouring cells of different regions show different glyphs", arguments: BoardSizes.displays)
    func glyphsTellRegionsApart(display: Room) throws {
        let reading = try BoardReading(BoardSizes.canvas([], on: display))
        for row in reading.regions.indices {
            for column in reading.regions[row].indices {
                for (nextRow, nextColumn) in [(row, column + 1), (row + 1, column)]
                where nextRow < reading.regions.count && nextColumn < reading.regions[row].count {
                    let here = reading.regions[row][column]
                    let there = reading.regions[nextRow][nextColumn]
                    guard here != there, !here.isEmpty, !there.isEmpty else { continue }
                    #expect(reading.text[row][column] != reading.text[nextRow][nextColumn], "\(here) next to \(there)")
                }
            }
        }
    }

    @Test("the twenty sector numbers stand around the board", arguments: BoardSizes.displays)
    func numbers(display: Room) throws {
        for misses in [false, true] {
            let reading = try BoardReading(BoardSizes.canvas([], on: display, misses: misses))
            let numbers = reading.text.flatMap { String($0).split { !$0.isNumber }.compactMap { Int($0) } }
            #expect(numbers.sorted() == Array(1...20), "\(display.columns) columns")
        }
    }
}
