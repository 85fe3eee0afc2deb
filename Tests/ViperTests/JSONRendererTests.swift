import Foundation
import Testing

@testable import Viper

@Suite("JSONRenderer")
struct JSONRendererTests {
    static let picture = Bitmap(width: 1, height: 1, pixels: [Color(red: 1, green: 2, blue: 3)])!

    let screen = Screen(
        id: "app.list", title: "Characters \"all\"",
        elements: [
            Element(id: "heading", kind: .label(Label("Всё 😀"))),
            Element(id: "secret", kind: .button(Button("Secret")), isVisible: false),
            Element(
                id: "list",
                kind: .table(
                    Table(
                        rows: [
                            Table.Row(id: "a", cells: ["Rick"], image: ImageBox(state: .loaded(picture), columns: 2, rows: 1)),
                            Table.Row(id: "b", cells: ["Morty"], image: ImageBox(state: .loading, columns: 2, rows: 1)),
                            Table.Row(id: "c", cells: ["Summer"], image: ImageBox(state: .failed(reason: "404"), columns: 2, rows: 1)),
                            Table.Row(id: "d", cells: ["Beth"]),
                        ]
                    ).showing(from: 1, height: 2))),
            Element(
                id: "sea",
                kind: .canvas(
                    Canvas(
                        title: "Sea", lines: ["~~🐧~~"], items: [Canvas.Item(id: "p1", label: "Penguin")],
                        model: .object([("organisms", .array([.object([("id", 1), ("kind", "penguin"), ("row", 0), ("column", 2)])]))])
                    ))),
        ])

    func parse(_ frame: Frame) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(JSONRenderer.render(frame).utf8))
        return try #require(object as? [String: Any])
    }

    func elements(_ json: [String: Any]) throws -> [[String: Any]] {
        try #require(json["elements"] as? [[String: Any]])
    }

    @Test("the output is one JSON object with screen, title, back, tabs, elements, sheet and alert")
    func topLevel() throws {
        let frame = Frame(screen: screen, backTitle: "Back", tabs: [.init(name: "home", title: "Home", isSelected: true)])
        let json = try parse(frame)
        #expect(Set(json.keys) == ["screen", "title", "back", "tabs", "elements", "sheet", "alert"])
        #expect(json["screen"] as? String == "app.list")
        #expect(json["title"] as? String == "Characters \"all\"")
        #expect(json["back"] as? String == "Back")
        #expect(json["sheet"] is NSNull)
        #expect(json["alert"] is NSNull)
        let tabs = try #require(json["tabs"] as? [[String: Any]])
        #expect(tabs.count == 1)
        #expect(tabs.first?["name"] as? String == "home")
        #expect(tabs.first?["selected"] as? Bool == true)
        #expect(try elements(json).map { $0["id"] as? String } == ["heading", "secret", "list", "sea"])
        #expect(JSONRenderer.render(frame).hasPrefix("{\"screen\":\"app.list\",\"title\":"))
    }

    @Test("without a way back, back is null")
    func noBack() throws {
        #expect(try parse(Frame(screen: screen))["back"] is NSNull)
    }

    @Test("hidden elements are listed with visible: false")
    func hidden() throws {
        let all = try elements(parse(Frame(screen: screen)))
        let secret = try #require(all.first { $0["id"] as? String == "secret" })
        #expect(secret["visible"] as? Bool == false)
        #expect(secret["target"] is NSNull)
        #expect(all.first?["visible"] as? Bool == true)
    }

    @Test("a row carries the label that taps it and its cells whole, however long")
    func rowLabelAndWholeCells() throws {
        let title = "Close Rick-counters of the Rick Kind, and a title longer than any terminal is wide"
        let screen = Screen(
            id: "books", title: "Books",
            elements: [
                Element(
                    id: "books",
                    kind: .table(
                        Table(
                            rows: [Table.Row(id: "7", cells: ["✓", title], label: "Rick Kind"), Table.Row(id: "8", cells: ["Emma"])])))
            ])
        let list = try #require(elements(parse(Frame(screen: screen))).first)
        let rows = try #require(list["rows"] as? [[String: Any]])
        #expect(rows.map { $0["label"] as? String } == ["Rick Kind", "Emma"])
        #expect(rows.first?["cells"] as? [String] == ["✓", title])
    }

    @Test("table rows carry their image state, visibility and target number")
    func rows() throws {
        let list = try #require(elements(parse(Frame(screen: screen))).first { $0["id"] as? String == "list" })
        let rows = try #require(list["rows"] as? [[String: Any]])
        #expect(rows.map { $0["image"] as? String } == ["loaded", "loading", "failed", "none"])
        #expect(rows.map { $0["visible"] as? Bool } == [false, true, true, false])
        #expect(rows.map { $0["target"] as? Int } == [nil, 1, 2, nil])
        #expect(list["firstVisible"] as? Int == 1)
        #expect(list["visibleCount"] as? Int == 2)
    }

    @Test("a canvas carries its model as written")
    func canvasModel() throws {
        let sea = try #require(elements(parse(Frame(screen: screen))).first { $0["id"] as? String == "sea" })
        let model = try #require(sea["model"] as? [String: Any])
        let organisms = try #require(model["organisms"] as? [[String: Any]])
        #expect(organisms.count == 1)
        #expect(organisms.first?["kind"] as? String == "penguin")
        #expect(organisms.first?["column"] as? Int == 2)
        #expect(sea["lines"] as? [String] == ["~~🐧~~"])
        let items = try #require(sea["items"] as? [[String: Any]])
        #expect(items.first?["target"] as? Int == 3)
        #expect(JSONRenderer.render(Frame(screen: screen)).contains(#""model":{"organisms":[{"id":1,"kind":"penguin","row":0,"column":2}]}"#))
    }

    @Test("an alert and a sheet are described; the screen's targets lose their numbers under them")
    func alertAndSheet() throws {
        let sheet = Screen(id: "app.sheet", title: "Sheet", elements: [Element(id: "done", kind: .button(Button("Done")))])
        let json = try parse(Frame(screen: screen, sheet: sheet, alert: AlertState(title: "Hi", message: "Sure?", buttons: ["No", "Yes"])))
        let alert = try #require(json["alert"] as? [String: Any])
        #expect(alert["title"] as? String == "Hi")
        #expect(alert["message"] as? String == "Sure?")
        #expect(alert["buttons"] as? [String] == ["No", "Yes"])
        let sheetJSON = try #require(json["sheet"] as? [String: Any])
        #expect(sheetJSON["screen"] as? String == "app.sheet")
        let done = try #require((sheetJSON["elements"] as? [[String: Any]])?.first)
        #expect(done["target"] is NSNull)
        let list = try #require(elements(json).first { $0["id"] as? String == "list" })
        #expect((list["rows"] as? [[String: Any]])?.allSatisfy { $0["target"] is NSNull } == true)

        let sheetOnly = try parse(Frame(screen: screen, sheet: sheet))
        #expect(((sheetOnly["sheet"] as? [String: Any])?["elements"] as? [[String: Any]])?.first?["target"] as? Int == 1)
    }
}
