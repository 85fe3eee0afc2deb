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
    let harness = ModuleHarness()

    func showSea(rows: Int = 15, columns: Int = 10, display: DisplaySize) throws -> SeaPicture {
        harness.navigator.displaySize = display
        harness.launchSea(rows: rows, columns: columns)
        return try picture()
    }

    func picture() throws -> SeaPicture {
        let canvas = try #require(harness.screen.canvas("sea"))
        return try #require(SeaPicture(canvas))
    }

    /// The organisms the JSON frame lists, as (kind, row, column).
    func organismsInJSON() throws -> [(kind: String, row: Int, column: Int)] {
        let json = JSONRenderer.render(harness.frame)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let elements = try #require(object["elements"] as? [[String: Any]])
        let model = try #require(elements.first { $0["id"] as? String == "sea" }?["model"] as? [String: Any])
        let organisms = try #require(model["organisms"] as? [[String: Any]])
        return try organisms.map { organism in
            #expect(organism["id"] != nil && organism["age"] != nil)
            return (try #require(organism["kind"] as? String), try #require(organism["row"] as? Int), try #require(organism["column"] as? Int))
        }
    }

    func expectWholeGrid(_ sea: SeaPicture, display: DisplaySize, glyphs: [Species: String]) throws {
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
        let display = DisplaySize(columns: width, rows: 30)
        let sea = try showSea(display: display)
        #expect(sea.glyphs == "wide")
        try expectWholeGrid(sea, display: display, glyphs: SeaView.glyphs)
        for margin in sea.margins {
            #expect(abs(margin.left - (display.contentColumns - sea.gridColumns * sea.cellColumns - margin.left)) <= 1, "centred")
        }
    }

    @Test("cells are the largest square cells that fit both ways")
    func cellsScaleUpOnLargeScreens() throws {
        // 15 rows of 10 cells: 24 rows leave 17 for the grid, so cells stay 2×1 however wide.
        #expect(try showSea(display: DisplaySize(columns: 160, rows: 24)).cellColumns == 2)
        let tall = try showSea(display: DisplaySize(columns: 160, rows: 60))
        // 60 rows leave 53: 3 rows a cell (45), 6 columns a cell (60 of 156).
        #expect((tall.cellColumns, tall.cellRows) == (6, 3))
        try expectWholeGrid(tall, display: DisplaySize(columns: 160, rows: 60), glyphs: SeaView.glyphs)
        let wide = try showSea(rows: 4, columns: 5, display: DisplaySize(columns: 80, rows: 40))
        // 5 cells in 76 columns and 4 in 33 rows: 16×8 would need 80 columns, so 14×7.
        #expect((wide.cellColumns, wide.cellRows) == (14, 7))
        try expectWholeGrid(wide, display: DisplaySize(columns: 80, rows: 40), glyphs: SeaView.glyphs)
    }

    @Test("a grid too wide for double-width glyphs is drawn one column a cell, every row whole")
    func fiftyColumnsAtWidthEighty() throws {
        let display = DisplaySize(columns: 80, rows: 24)
        let sea = try showSea(columns: 50, display: display)
        #expect(sea.glyphs == "narrow")
        #expect((sea.cellColumns, sea.cellRows) == (1, 1))
        try expectWholeGrid(sea, display: display, glyphs: SeaView.narrowGlyphs)
        #expect(sea.canvas.lines.allSatisfy { $0.plainText.allSatisfy { TextWidth.of($0) == 1 } })
    }

    @Test("a redraw follows a change of the display's size")
    func redrawsForANewSize() throws {
        _ = try showSea(display: DisplaySize(columns: 40, rows: 24))
        harness.navigator.displaySize = DisplaySize(columns: 160, rows: 60)
        #expect(try picture().cellColumns == 6)
    }
}
