import Foundation
import Testing
import Viper
import ViperTesting

@testable import SeaWorld

/// A sea larger than the screen is drawn through a window the user moves; the frame carries
/// the window's organisms and the whole sea's totals.
@MainActor
@Suite("Sea window")
struct SeaWindowTests {
    let harness = ModuleHarness<SeaWorldApp>()
    let display = Room(columns: 80, rows: 24)

    func showSea(rows: Int, columns: Int) {
        harness.displaySize = display
        harness.launchSea(rows: rows, columns: columns)
    }

    var model: JSONValue { harness.screen.canvas("sea")?.model ?? .null }

    /// The window's row, column, rows and columns as the model states them.
    var window: [Int] {
        ["row", "column", "rows", "columns"].map { key in
            if case .number(let value)? = model["window"]?[key] { Int(value) } else { -1 }
        }
    }

    var organisms: [JSONValue] {
        if case .array(let organisms)? = model["organisms"] { organisms } else { [] }
    }

    func number(_ key: String, of value: JSONValue?) -> Int {
        if case .number(let number)? = value?[key] { Int(number) } else { -1 }
    }

    @Test func aSeaLargerThanTheScreenDrawsOnlyTheWindow() throws {
        showSea(rows: 200, columns: 300)
        let canvas = try #require(harness.screen.canvas("sea"))
        // 24 rows less the box, title, status, position, the sea's name and Restart: 15 rows (the last line is the prompt's);
        // 300 columns are too many for wide glyphs, so one column a cell: 76.
        #expect(window == [0, 0, 15, 76])
        #expect(canvas.isScrollable)
        #expect(canvas.lines.count == 15)
        #expect(canvas.lines.allSatisfy { TextWidth.of($0.plainText) == 76 })
        #expect(harness.screen.text(of: "position") == "Sea 200 × 300 · rows 1–15 · columns 1–76")
        #expect(harness.rendered(width: display.columns).split(separator: "\n").count <= display.rows)
    }

    @Test func theModelListsOnlyTheWindowsOrganismsAndTheWholeSeasTotals() throws {
        showSea(rows: 200, columns: 300)
        #expect(number("penguins", of: model) == 30_000 && number("orcas", of: model) == 3_000, "totals are the whole sea's")
        #expect(!organisms.isEmpty && organisms.count <= 15 * 76)
        for organism in organisms {
            #expect((0..<15).contains(number("row", of: organism)) && (0..<76).contains(number("column", of: organism)))
        }
    }

    @Test func scrollingAndSwipingMoveTheWindowAndStopAtTheEdges() throws {
        showSea(rows: 200, columns: 300)
        try harness.send(.scroll(table: "sea", .by(10)))
        #expect(window == [10, 0, 15, 76])
        try harness.send(.scroll(table: "sea", .by(-50)))
        #expect(window == [0, 0, 15, 76], "the top edge holds")
        try harness.send(.scroll(table: "sea", .by(1_000_000)))
        #expect(window == [185, 0, 15, 76], "the bottom edge holds")
        try harness.send(.swipe(.left))
        #expect(window == [185, 38, 15, 76], "swiping left brings in half a window from the right")
        for _ in 0..<10 { try harness.send(.swipe(.left)) }
        #expect(window == [185, 224, 15, 76], "the right edge holds")
        for _ in 0..<10 { try harness.send(.swipe(.right)) }
        #expect(window == [185, 0, 15, 76], "the left edge holds")
        #expect(harness.screen.text(of: "position") == "Sea 200 × 300 · rows 186–200 · columns 1–76")
        for organism in organisms {
            #expect((185..<200).contains(number("row", of: organism)))
        }
    }

    @Test func theWindowStaysWhereItWasThroughTicksAndRestarts() throws {
        showSea(rows: 200, columns: 300)
        try harness.send(.scroll(table: "sea", .by(30)))
        try harness.tap("Sea")
        try harness.tap("Restart")
        #expect(window == [30, 0, 15, 76])
    }

    @Test func aFrameOfAHugeSeaListsTheWindowsOrganismsOnly() throws {
        showSea(rows: 2_000, columns: 2_000)
        #expect(number("penguins", of: model) + number("orcas", of: model) > 1_000_000)
        #expect(organisms.count <= 15 * 76)
        #expect((try? harness.send(.longPress(element: "sea", item: nil, point: nil))) == nil)
        #expect(organisms.count <= 15 * 76)
    }

    @Test func theJSONFrameOfA2000SquareSeaHoldsOnlyTheWindow() {
        showSea(rows: 2000, columns: 2000)
        let json = JSONRenderer.render(harness.frame)
        // The whole sea's 2.2 million organisms would take over 100 MB.
        #expect(json.utf8.count < 200_000, "\(json.utf8.count) bytes")
        #expect(number("rows", of: model) == 2000 && number("penguins", of: model) == 2_000_000)
    }

    @Test func aSeaThatFitsIsDrawnWholeAndDoesNotScroll() throws {
        showSea(rows: 15, columns: 10)
        #expect(harness.screen.allElements.map(\.id) == ["status", "seaArea", "sea", "restart"], "no position line")
        #expect(model["window"] == nil)
        #expect(harness.screen.canvas("sea")?.isScrollable == false)
        #expect(throws: InteractionError.self) { try harness.send(.scroll(table: "sea", .by(1))) }
        #expect(throws: InteractionError.self) { try harness.send(.swipe(.left)) }
    }

    @Test func aSmallerDisplayShrinksTheWindow() throws {
        showSea(rows: 200, columns: 300)
        harness.displaySize = Room(columns: 40, rows: 16)
        // 16 rows less the frame, the prompt line, the sea's name and Restart, the status and the position, which wraps to 2 lines.
        #expect(window == [0, 0, 6, 36])
        #expect(harness.rendered(width: 40).split(separator: "\n").count == 15)
    }

    @Test func thePositionIsInRussian() throws {
        let russian = ModuleHarness<SeaWorldApp>(language: .ru)
        russian.displaySize = display
        russian.launchSea(rows: 200, columns: 300)
        #expect(russian.screen.text(of: "position") == "Море 200 × 300 · строки 1–15 · столбцы 1–76")
    }

    @Test func whatTheSeaRefusesIsSaidInRussian() {
        let russian = ModuleHarness<SeaWorldApp>(language: .ru)
        russian.launchSea(rows: 3, columns: 3)
        #expect(
            throws: InteractionError.rejected(
                LocalizedText(verbatim: "море отвечает на касания моря и «Рестарт», а на прокрутку и смахивание — когда оно больше экрана"))
        ) {
            try russian.send(.swipe(.left))
        }
    }
}
