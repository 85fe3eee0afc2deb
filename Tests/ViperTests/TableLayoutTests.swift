import Foundation
import Testing
import ViperTesting

@testable import Viper

/// A table is one element to its view: the navigator gives it its rows of the display, keeps
/// where it is scrolled, and tells the view which rows are on screen.
@MainActor
@Suite("Tables the framework owns")
struct TableLayoutTests {
    let log = CallLog<LifecycleCall>()
    let navigator = Navigator()
    let localization = Localization(.en)

    /// A screen of a title over a table of `rows` rows, on a display of `size`.
    @discardableResult
    func show(rows: Int, pictureLines: Int? = nil, size: Room = .standard) -> RecordingView {
        let view = RecordingView("list", log: log, elements: Self.elements(rows: rows, pictureLines: pictureLines))
        navigator.displaySize = size
        navigator.setRoot(view)
        return view
    }

    static func elements(rows: Int, pictureLines: Int? = nil) -> [Element] {
        let rows = (0..<rows).map { index in
            Table.Row(id: "r\(index)", cells: ["Row \(index)"], image: pictureLines.map { ImageBox(state: .loading, columns: 2 * $0, rows: $0) })
        }
        return [Make.label("title", "Rows"), Element(id: "list", kind: .table(Table(rows: rows)))]
    }

    var frame: Frame { navigator.frame(localization: localization) }
    var visible: Range<Int>? { frame.screen.table("list")?.visibleRange }

    /// The frame as the REPL draws it on `size`: the last line is the prompt's.
    func rendered(_ size: Room = .standard) -> [Substring] {
        TextRenderer(width: size.columns, height: size.rows - 1).render(frame).split(separator: "\n")
    }

    @Test("the window takes the rows the display leaves: more at 40 lines than at 24, the same at any width", arguments: [40, 80, 160])
    func theRoomSizesTheWindow(columns: Int) {
        show(rows: 50, size: Room(columns: columns, rows: 24))
        // 23 lines less the box's four and the title's one: 17 rows and "↓ 33 more".
        #expect(visible == 0..<17)
        #expect(rendered(Room(columns: columns, rows: 24)).count == 23, "the frame fills the display but the prompt's line")
        navigator.displaySize = Room(columns: columns, rows: 40)
        #expect(visible == 0..<33)
        #expect(rendered(Room(columns: columns, rows: 40)).count == 39)
    }

    @Test("a table on a sheet fits under the sheet's title and the line over the screen beneath")
    func aTableOnASheetFits() {
        show(rows: 3)
        navigator.showSheet(RecordingView("sheet", log: log, elements: Self.elements(rows: 50)))
        let lines = rendered()
        #expect(lines.count <= 23)
        #expect(lines.contains { $0.contains("── Sheet") } && lines.contains { $0.contains("↓ 35 more") }, "\(lines.joined(separator: "\n"))")
        #expect(frame.sheet?.table("list")?.visibleRange == 0..<15)
    }

    @Test("rows with pictures take the picture's lines: fewer of them show")
    func rowsAreCountedByTheirLines() {
        show(rows: 20, pictureLines: 3)
        #expect(visible == 0..<5, "18 lines: five rows of three and the line saying how many are below")
        #expect(rendered().count <= 23)
    }

    @Test("scroll moves the window by rows, within the rows, without reaching the view")
    func scrollByRows() throws {
        show(rows: 50)
        try navigator.send(.scroll(table: "list", .by(5)))
        #expect(visible == 5..<21, "the lines saying what is above and below take a row each")
        try navigator.send(.scroll(table: "list", .by(1000)))
        #expect(visible == 33..<50)
        try navigator.send(.scroll(table: "list", .by(Int.min)))
        #expect(visible == 0..<17)
        #expect(!log.calls.contains { if case .handled = $0 { true } else { false } })
    }

    @Test("scroll to a row moves as little as it takes to show it")
    func scrollToARow() throws {
        show(rows: 50)
        try navigator.send(.scroll(table: "list", .toRow("r40")))
        #expect(visible == 25..<41, "r40 is the last row shown")
        try navigator.send(.scroll(table: "list", .toRow("r30")))
        #expect(visible == 25..<41, "a row on screen moves nothing")
        try navigator.send(.scroll(table: "list", .toRow("r3")))
        #expect(visible == 3..<19, "a row above is the first shown")
    }

    @Test("the window stays within the rows when they get fewer and when the display grows")
    func theWindowIsKeptInRange() throws {
        let view = show(rows: 50)
        try navigator.send(.scroll(table: "list", .by(1000)))
        navigator.displaySize = Room(columns: 80, rows: 40)
        #expect(visible == 17..<50, "a taller display shows more rows above, down to the last")
        view.elements = Self.elements(rows: 20)
        view.setNeedsDisplay()
        #expect(visible == 0..<20)
        navigator.displaySize = .standard
        #expect(visible == 3..<20)
        view.elements = Self.elements(rows: 2)
        view.setNeedsDisplay()
        #expect(visible == 0..<2)
    }

    @Test("the lines above and below say how many rows they hide, in the renderer's language")
    func indicators() throws {
        show(rows: 50)
        try navigator.send(.scroll(table: "list", .by(5)))
        let lines = rendered()
        #expect(lines.contains { $0.contains("↑ 5 more") } && lines.contains { $0.contains("↓ 29 more") }, "\(lines.joined(separator: "\n"))")
        let russian = TextRenderer(width: 80, height: 23, language: .ru).render(frame)
        #expect(russian.contains("↑ ещё 5") && russian.contains("↓ ещё 29"))
    }

    @Test("a row out of the window cannot be tapped until it is scrolled to")
    func aRowOutOfTheWindow() throws {
        show(rows: 50)
        let error = #expect(throws: InteractionError.self) { try navigator.send(.tap(element: "list", item: "r30")) }
        #expect(error == .rowNotVisible("r30") && error?.message == "row \"r30\" is not visible; scroll to it first")
        try navigator.send(.scroll(table: "list", .toRow("r30")))
        try navigator.send(.tap(element: "list", item: "r30"))
        #expect(log.calls.last == .handled("list", .tap(element: "list", item: "r30")))
    }

    @Test("the JSON frame says which rows are on screen")
    func jsonVisibleRows() throws {
        show(rows: 50)
        try navigator.send(.scroll(table: "list", .by(5)))
        let json = try #require(JSONSerialization.jsonObject(with: Data(JSONRenderer.render(frame).utf8)) as? [String: Any])
        let list = try #require((json["elements"] as? [[String: Any]])?.first { $0["id"] as? String == "list" })
        #expect(list["firstVisible"] as? Int == 5 && list["visibleCount"] as? Int == 16)
        let rows = try #require(list["rows"] as? [[String: Any]])
        #expect(rows.indices.filter { rows[$0]["visible"] as? Bool == true } == Array(5..<21))
    }

    @Test("the view hears which rows are on screen when they change, and only then")
    func theViewHearsTheVisibleRows() throws {
        let view = RecordingView("list", log: log, elements: Self.elements(rows: 30))
        view.logsVisibleRows = true
        navigator.setRoot(view)
        _ = frame
        try navigator.send(.scroll(table: "list", .by(2)))
        try navigator.send(.scroll(table: "list", .by(0)))
        _ = frame
        view.elements = Self.elements(rows: 1)
        view.setNeedsDisplay()
        let heard = log.calls.compactMap { call -> [String]? in if case .visibleRows(_, "list", let ids) = call { ids } else { nil } }
        #expect(heard == [(0..<17).map { "r\($0)" }, (2..<18).map { "r\($0)" }, ["r0"]])
    }
}
