import Foundation
import Testing
import Viper
import ViperTesting

@testable import SeaWorld

/// The sea takes the room the screen leaves: cells as large as fit both ways, centred,
/// and never a grid row cut.
@MainActor
@Suite("Sea screen sized to the display")
struct SeaViewSizeTests {
    let harness = ModuleHarness<SeaWorldApp>()

    func showSea(rows: Int = 15, columns: Int = 10, display: Room) throws -> SeaPicture {
        harness.displaySize = display
        harness.launchSea(rows: rows, columns: columns)
        return try picture()
    }

    func picture() throws -> SeaPicture {
        let canvas = try #require(harness.screen.canvas("sea"))
        return try #require(SeaPicture(canvas))
    }

    /// The organisms the JSON frame lists, as (kind, row, column).
    func organismsInJSON() throws -> [(kind: String, row: Int, column: Int)] {
        let model = try #require(try FrameJSON(harness.frame).element("sea")?["model"] as? [String: Any])
        let organisms = try #require(model["organisms"] as? [[String: Any]])
        return try organisms.map { organism in
            #expect(organism["id"] != nil && organism["age"] != nil)
            return (try #require(organism["kind"] as? String), try #require(organism["row"] as? Int), try #require(organism["column"] as? Int))
        }
    }

    func expectWholeGrid(_ sea: SeaPicture, display: Room, glyphs: [Species: String]) throws {
        let text = harness.rendered(width: display.columns)
        for line in text.split(separator: "\n") {
            #expect(TextWidth.of(String(line)) == display.columns, "\(line)")
        }
        #expect(!text.contains("…"), "nothing is cut")
        #expect(text.split(separator: "\n").count <= display.rows, "the sea takes the rows the screen leaves, no more")
        #expect(sea.canvas.lines.count == sea.gridRows * sea.cellRows)
        for index in sea.canvas.lines.indices {
            #expect(TextWidth.of(sea.canvas.lines[index].plainText) <= display.contentColumns)
            #expect(sea.cells(onLine: index).count == sea.gridColumns, "line \(index) holds every cell of its row")
        }
        let organisms = try organismsInJSON()
        #expect(!organisms.isEmpty)
        for organism in organisms {
            let glyph = try #require(glyphs[organism.kind == "orca" ? .orca : .penguin])
            #expect(sea.middle(row: organism.row, column: organism.column).contains(glyph), "\(organism)")
        }
    }

    @Test("the whole grid fits, centred, at every width", arguments: [40, 60, 80, 160])
    func wholeGridAtEveryWidth(width: Int) throws {
        let display = Room(columns: width, rows: 30)
        let sea = try showSea(display: display)
        #expect(sea.glyphs == "wide")
        try expectWholeGrid(sea, display: display, glyphs: SeaView.glyphs)
        for left in sea.leftMargins {
            #expect(abs(left - (display.contentColumns - sea.gridColumns * sea.cellColumns - left)) <= 1, "centred")
        }
    }

    @Test("equal cells share out all the room there is, both ways")
    func cellsTakeAllTheRoom() throws {
        // 15 rows of 10 cells at 160×24: 156 columns and 16 rows for the grid, so 15×1 cells.
        let flat = try showSea(display: Room(columns: 160, rows: 24))
        #expect((flat.cellColumns, flat.cellRows) == (15, 1))
        let tall = try showSea(display: Room(columns: 160, rows: 60))
        // 60 rows leave 52: 3 rows a cell (45), and 15 columns a cell (150 of 156).
        #expect((tall.cellColumns, tall.cellRows) == (15, 3))
        try expectWholeGrid(tall, display: Room(columns: 160, rows: 60), glyphs: SeaView.glyphs)
        let wide = try showSea(rows: 4, columns: 5, display: Room(columns: 80, rows: 40))
        // 5 cells in 76 columns and 4 in 32 rows: 15×8.
        #expect((wide.cellColumns, wide.cellRows) == (15, 8))
        try expectWholeGrid(wide, display: Room(columns: 80, rows: 40), glyphs: SeaView.glyphs)
    }

    @Test(
        "a cell larger than one character shows one mark, so a 10-column sea reads as 10 columns in any frame",
        arguments: [Room(columns: 104, rows: 30), Room(columns: 60, rows: 60)])
    func aLargeCellReadsAsOneCell(display: Room) throws {
        let sea = try showSea(rows: 6, columns: 10, display: display)
        #expect(sea.cellColumns > 2 || sea.cellRows > 1)
        for line in sea.canvas.lines.indices {
            let marks = sea.canvas.lines[line].plainText.filter { $0 != " " }.count
            let middle = line % sea.cellRows == sea.cellRows / 2
            #expect(marks == (middle ? 10 : 0), "line \(line): one mark a cell on its middle line, nothing on the others")
        }
    }

    @Test("a grid too wide for double-width glyphs is drawn one column a cell, every row whole")
    func fiftyColumnsAtWidthEighty() throws {
        let display = Room(columns: 80, rows: 24)
        let sea = try showSea(columns: 50, display: display)
        #expect(sea.glyphs == "narrow")
        #expect((sea.cellColumns, sea.cellRows) == (1, 1))
        try expectWholeGrid(sea, display: display, glyphs: SeaView.narrowGlyphs)
        #expect(sea.canvas.lines.allSatisfy { $0.plainText.allSatisfy { TextWidth.of($0) == 1 } })
    }

    @Test("a redraw follows a change of the display's size")
    func redrawsForANewSize() throws {
        _ = try showSea(display: Room(columns: 40, rows: 24))
        harness.displaySize = Room(columns: 160, rows: 60)
        #expect(try picture().cellColumns == 15)
    }
}
