import Testing
@testable import Darts
import Viper

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

    static func dartCells(_ grid: [[Cell]]) -> [(column: Int, row: Int)] {
        grid.enumerated().flatMap { row, cells in
            cells.enumerated().compactMap { column, cell in cell.foreground == BoardColors.dart ? (column, row) : nil }
        }
    }

    @Test("exactly the size asked for, in both modes, with or without darts")
    func size() {
        let darts = [Dart(x: 0, y: 0), Dart(x: 224, y: 0), Dart(x: 0, y: -224), Dart(x: 5000, y: 0)]
        for (columns, rows) in [(45, 21), (23, 11), (60, 20), (10, 30), (3, 1), (1, 1)] {
            for showsMissZone in [false, true] {
                for dartSize in 1...3 {
                    let lines = BoardPicture(columns: columns, rows: rows, dartSize: dartSize, showsMissZone: showsMissZone).lines(darts: darts)
                    #expect(lines.count == rows)
                    #expect(lines.allSatisfy { TextWidth.of($0.plainText) == columns }, "\(columns)×\(rows)")
                }
            }
        }
        let defaults = BoardPicture(showsMissZone: true)
        #expect((defaults.columns, defaults.rows, defaults.dartGlyph, defaults.dartSize) == (45, 21, "✕", 1))
    }

    @Test("a dart appears in the cell its position maps to")
    func dartCell() throws {
        // 45×21 fits the 451 mm board into 42 columns: 10.74 mm a column, 21.48 mm a row.
        let picture = BoardPicture(showsMissZone: true)
        let expected: [(dart: Dart, column: Int, row: Int)] = [
            (Dart(x: 0, y: 0), 22, 10), (Dart(x: 0, y: 103), 22, 5), (Dart(x: -100, y: 0), 13, 10),
            (Dart(x: 150, y: 140), 36, 3), (Dart(x: 0, y: -220), 22, 20),
        ]
        for (dart, column, row) in expected {
            let cell = try #require(picture.cell(of: dart))
            #expect((cell.column, cell.row) == (column, row), "\(dart)")
            let grid = Self.cells(picture, darts: [dart])
            #expect(grid[row][column] == Cell(glyph: "✕", foreground: BoardColors.dart, background: BoardColors.dartBackground))
            #expect(Self.dartCells(grid).count == 1)
        }
        #expect(picture.cell(of: Dart(x: 300, y: 0)) == nil)
        #expect(Self.dartCells(Self.cells(picture, darts: [Dart(x: 300, y: 0), Dart(x: .nan, y: 0)])).isEmpty)
    }

    @Test("the chosen glyph marks the darts; a glyph that is not one column wide falls back to ✕")
    func glyph() {
        let dart = Dart(x: 0, y: 103)
        #expect(Self.cells(BoardPicture(dartGlyph: "●", showsMissZone: false), darts: [dart])[5][22].glyph == "●")
        #expect(Self.cells(BoardPicture(dartGlyph: "x", showsMissZone: false), darts: [dart])[5][22].glyph == "x")
        for bad in ["🎯", "ab", "", "漢"] {
            #expect(BoardPicture(dartGlyph: bad, showsMissZone: false).dartGlyph == "✕", "\(bad)")
        }
    }

    @Test("dart size 1…3 draws a mark of 1, 3 and 7 cells; sizes beyond are clamped")
    func dartSize() {
        let marks: [Int: [(Int, Int)]] = [
            1: [(22, 10)],
            2: [(21, 10), (22, 10), (23, 10)],
            3: [(22, 9), (20, 10), (21, 10), (22, 10), (23, 10), (24, 10), (22, 11)],
        ]
        for (size, expected) in marks {
            let grid = Self.cells(BoardPicture(dartSize: size, showsMissZone: true), darts: [Dart(x: 0, y: 0)])
            let found = Self.dartCells(grid).map { "\($0.column),\($0.row)" }
            #expect(found.sorted() == expected.map { "\($0.0),\($0.1)" }.sorted(), "size \(size)")
            #expect(grid[10][22].background == BoardColors.dartBackground)
        }
        #expect(BoardPicture(dartSize: 0, showsMissZone: true).dartSize == 1)
        #expect(BoardPicture(dartSize: 9, showsMissZone: true).dartSize == 3)
    }

    @Test("a big mark never hides another dart")
    func overlappingMarks() {
        let picture = BoardPicture(dartSize: 3, showsMissZone: true)
        let columnWidth = 451 / 42.0
        let grid = Self.cells(picture, darts: [Dart(x: 0, y: 0), Dart(x: 2 * columnWidth, y: 0)])
        #expect(grid[10][22].background == BoardColors.dartBackground)
        #expect(grid[10][24].background == BoardColors.dartBackground)
    }

    @Test("the miss zone is painted only when misses are on")
    func missZone() {
        for showsMissZone in [false, true] {
            let lines = BoardPicture(showsMissZone: showsMissZone).lines(darts: [])
            let grid = Self.cells(lines)
            let missCells = grid.joined().filter { $0.background == BoardColors.missZone.background }.count
            let dots = lines.map(\.plainText).joined().filter { $0 == "·" }.count
            if showsMissZone {
                #expect(missCells > 100 && dots > 100)
            } else {
                #expect(missCells == 0 && dots == 0)
            }
            // Off the board in the corners: nothing drawn.
            #expect(grid[0][0] == Cell(glyph: " ", foreground: nil, background: nil))
            #expect(grid[20][44] == Cell(glyph: " ", foreground: nil, background: nil))
        }
    }

    @Test("board colours: bulls, red and green rings, dark and light singles")
    func colours() {
        let grid = Self.cells(BoardPicture(showsMissZone: false))
        #expect(grid[10][22] == Cell(glyph: "@", foreground: BoardColors.innerBull.foreground, background: BoardColors.innerBull.background))
        #expect(grid[10][21].glyph == "o" && grid[10][23].glyph == "o" && grid[9][22].glyph == "o")
        #expect(grid[5][22].glyph == "=" && grid[5][22].background == BoardColors.redTreble.background, "20's treble is red")
        #expect(grid[2][22].glyph == "#" && grid[2][22].background == BoardColors.redDouble.background, "20's double is red")
        let backgrounds = Set(grid.joined().compactMap(\.background).map { "\($0)" })
        for style in [BoardColors.darkSingle, BoardColors.lightSingle, BoardColors.redTreble, BoardColors.greenTreble, BoardColors.outerBull, BoardColors.innerBull] {
            #expect(backgrounds.contains("\(style.background!)"))
        }
        // 6 (light) at 3 o'clock: its treble and double are green.
        let trebleColumn = BoardPicture(showsMissZone: false).cell(of: Dart(x: 103, y: 0))!.column
        #expect(grid[10][trebleColumn].background == BoardColors.greenTreble.background)
    }

    @Test("all twenty sector numbers around the board", arguments: [(45, 21), (23, 11)])
    func numbers(columns: Int, rows: Int) {
        for showsMissZone in [false, true] {
            let text = BoardPicture(columns: columns, rows: rows, showsMissZone: showsMissZone).lines(darts: []).map(\.plainText)
            let numbers = text.flatMap { $0.split { !$0.isNumber }.compactMap { Int($0) } }
            #expect(numbers.sorted() == Array(1...20), "\(columns)×\(rows)")
        }
        let top = Self.cells(BoardPicture(showsMissZone: true))[1]
        #expect(String(top[22...23].map(\.glyph)) == "20")
        #expect(top[22].foreground == BoardColors.number)
    }
}
