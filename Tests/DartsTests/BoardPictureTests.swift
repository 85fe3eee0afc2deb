import Foundation
import Testing
import Viper

@testable import Darts

@Suite("Board picture")
struct BoardPictureTests {
    struct Cell: Equatable {
        let glyph: Character
        let foreground: Color?
        let background: Color?
    }

    /// The picture cell by cell (every glyph the board uses is one column wide).
    static func cells(_ lines: [StyledLine]) -> [[Cell]] {
        lines.map { line in
            line.spans.flatMap { span in span.text.map { Cell(glyph: $0, foreground: span.foreground, background: span.background) } }
        }
    }

    static func cells(_ picture: BoardPicture, darts: [Dart] = []) -> [[Cell]] {
        cells(picture.lines(darts: darts))
    }

    /// The smallest board that keeps a cell for every region, 35×17, in its ring of numbers:
    /// 43×19, the centre is column 21, row 9.
    static let small = BoardPicture(columns: 43, rows: 19, showsMissZone: true)

    @Test("exactly the size asked for, in both modes, with or without darts; odd sizes never crash")
    func size() {
        let darts = [Dart(x: 0, y: 0), Dart(x: 224, y: 0), Dart(x: 0, y: -224), Dart(x: 5000, y: 0)]
        for (columns, rows) in [(35, 17), (23, 11), (61, 30), (10, 30), (3, 1), (1, 1)] {
            for showsMissZone in [false, true] {
                for dartSize in 1...3 {
                    let lines = BoardPicture(columns: columns, rows: rows, dartSize: dartSize, showsMissZone: showsMissZone).lines(darts: darts)
                    #expect(lines.count == rows)
                    #expect(lines.allSatisfy { TextWidth.of($0.plainText) == columns }, "\(columns)×\(rows)")
                }
            }
        }
    }

    @Test("the size for a room: odd, round, at least 35 wide when it fits, never wider than the room; the ring of numbers around it")
    func sizeForARoom() {
        #expect(BoardPicture.boardSize(fitting: 36, rows: 16) == (31, 15))
        #expect(BoardPicture.boardSize(fitting: 76, rows: 26) == (51, 25))
        #expect(BoardPicture.boardSize(fitting: 156, rows: 100) == (155, 77))
        #expect(BoardPicture.boardSize(fitting: 20, rows: 40) == (19, 9))
        #expect(BoardPicture.boardSize(fitting: 0, rows: -3) == (1, 1))
        #expect(BoardPicture.size(fitting: 44, rows: 18) == (39, 17), "a 31×15 board in a ring 4 columns and a row wide")
        #expect(BoardPicture.size(fitting: 10, rows: 3) == BoardPicture.boardSize(fitting: 10, rows: 3), "no ring where no board would fit inside it")
    }

    @Test("the chosen glyph marks the darts; a glyph that is not one column wide falls back to ✕")
    func glyph() {
        let dart = Dart(x: 0, y: 0)
        #expect(Self.cells(BoardPicture(dartGlyph: "●", showsMissZone: false), darts: [dart])[8][17].glyph == "●")
        #expect(Self.cells(BoardPicture(dartGlyph: "x", showsMissZone: false), darts: [dart])[8][17].glyph == "x")
        for bad in ["🎯", "ab", "", "漢"] {
            #expect(BoardPicture(dartGlyph: bad, showsMissZone: false).dartGlyph == "✕", "\(bad)")
        }
    }

    @Test("dart size 2 and 3 mark 2 and 6 cells around the dart, in colour and in a glyph of their own")
    func dartSize() {
        for (size, halo) in [1: 0, 2: 2, 3: 6] {
            let grid = Self.cells(BoardPicture(dartSize: size, showsMissZone: true), darts: [Dart(x: 0, y: 0)])
            #expect(grid[8][17] == Cell(glyph: "✕", foreground: BoardColors.dart, background: BoardColors.dartBackground))
            let haloCells = grid.indices.flatMap { row in
                grid[row].indices.filter { grid[row][$0].background == BoardColors.dartHaloBackground }.map { (row, $0) }
            }
            #expect(haloCells.count == halo, "size \(size)")
            #expect(haloCells.allSatisfy { grid[$0.0][$0.1].glyph == BoardPicture.haloGlyph }, "the size shows without colour")
            #expect(grid.joined().filter { $0.glyph == BoardPicture.haloGlyph }.count == halo)
        }
        #expect(BoardPicture(dartSize: 0, showsMissZone: true).dartSize == 1)
        #expect(BoardPicture(dartSize: 9, showsMissZone: true).dartSize == 3)
    }

    @Test("darts in one region get cells of their own while it has free ones, then share and say so")
    func distinctCells() {
        let darts = (0..<5).map { Dart(x: Double($0) * 0.1, y: 0.2) }
        let drawing = Self.small.draw(darts + [Dart(x: .nan, y: 0)])
        let placements = drawing.placements.compactMap { $0 }
        #expect(drawing.regions.joined().filter { $0 == "DB" }.count == 3)
        #expect(placements.count == 5 && placements.allSatisfy { drawing.regions[$0.row][$0.column] == "DB" })
        #expect(Set(placements.prefix(3).map { "\($0.column),\($0.row)" }).count == 3)
        #expect(placements.map(\.isShared) == [false, false, false, true, true])
        #expect(drawing.placements.last! == nil, "a dart that is not a number is not drawn")
    }

    @Test("all 20 sector numbers stand off the board, from the game's smallest board up, misses shown; no dart covers one")
    func sectorNumbers() {
        for rows in stride(from: GameView.smallestBoardRows, through: 41, by: 2) {
            let size = BoardPicture.size(fitting: 200, rows: rows)
            let darts = (0..<60).map { Dart(x: 175 * sin(Double($0) * 0.3), y: 175 * cos(Double($0) * 0.3)) }
            let drawing = BoardPicture(columns: size.columns, rows: size.rows, showsMissZone: true).draw(darts)
            let numbers = drawing.lines.enumerated().flatMap { row, line in
                line.plainText.split(separator: " ").flatMap { $0.split { !$0.isNumber } }.map { (row, String($0)) }
            }
            #expect(numbers.map(\.1).sorted() == Dartboard.sectors.map(String.init).sorted(), "\(size): \(numbers.map(\.1))")
            for (row, line) in drawing.lines.enumerated() {
                for (column, character) in line.plainText.enumerated() where character.isNumber {
                    #expect(drawing.regions[row][column] == "", "\(size): a number on the board at \(column),\(row)")
                }
            }
        }
    }

    @Test("the miss area is painted when misses are on or a dart missed; a dart off the board is drawn at its edge")
    func missZone() {
        for showsMissZone in [false, true] {
            let drawing = BoardPicture(showsMissZone: showsMissZone).draw([])
            let dots = drawing.lines.map(\.plainText).joined().filter { $0 == "·" }.count
            let missCells = drawing.regions.joined().filter { $0 == "M" }.count
            #expect(showsMissZone ? dots > 20 && missCells > 20 : dots == 0 && missCells == 0)
            #expect(drawing.regions[0][0] == "" && drawing.lines[0].plainText.first == " ", "corners are off the board")
        }
        let offBoard = BoardPicture(showsMissZone: false).draw([Dart(x: 5000, y: 0)])
        let cell = offBoard.placements[0]!
        #expect(offBoard.regions[cell.row][cell.column] == "M" && cell.column >= 30)
    }

    @Test("board colours: bulls, red and green rings, dark and light singles")
    func colours() {
        let grid = Self.cells(Self.small)
        let regions = Self.small.draw([]).regions
        #expect(grid[9][21] == Cell(glyph: "@", foreground: BoardColors.innerBull.foreground, background: BoardColors.innerBull.background))
        #expect(grid[9][20].glyph == "@" && grid[9][22].glyph == "@" && grid[9][19].glyph == "o" && grid[8][21].glyph == "o")
        let column = 21
        let treble = regions.indices.first { regions[$0][column] == "T20" }!
        let double = regions.indices.first { regions[$0][column] == "D20" }!
        #expect(grid[treble][column] == Cell(glyph: "=", foreground: BoardColors.redTreble.foreground, background: BoardColors.redTreble.background))
        #expect(grid[double][column] == Cell(glyph: "#", foreground: BoardColors.redDouble.foreground, background: BoardColors.redDouble.background))
        let six = regions[9].firstIndex(of: "T6")!
        #expect(
            grid[9][six] == Cell(glyph: "~", foreground: BoardColors.greenTreble.foreground, background: BoardColors.greenTreble.background),
            "6 is light: green rings")
        #expect(grid[9][regions[9].firstIndex(of: "D6")!].glyph == "%")
    }
}
