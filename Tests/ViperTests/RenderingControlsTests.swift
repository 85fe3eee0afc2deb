import Foundation
import Testing

@testable import Viper

/// Strings from outside (a server, a database another client wrote) may hold bytes that act
/// on a terminal. Every string either renderer draws must reach the output harmless.
@Suite("Rendering text that holds controls")
struct RenderingControlsTests {
    /// Retitles the terminal, clears it (C1 CSI), moves to a new line (NEL), deletes, and
    /// reverses what follows (bidi override, isolate).
    static let hostile = "Party\u{1B}]0;owned\u{07}\u{9B}2J\u{85}\r\u{7F}\u{202E}\u{2066}\u{2069}end"

    static func hostile(_ text: String) -> String { text + hostile }

    static let screen = Screen(
        id: "app.hostile", title: hostile("Title"),
        elements: [
            Element(id: "label", kind: .label(Label(hostile("Label"), tone: .accent, alignment: .center))),
            Element(id: "text", kind: .text(hostile("Text"))),
            Element(id: "button", kind: .button(Button(hostile("Button")))),
            Element(id: "field", kind: .textField(TextField(label: hostile("Field"), text: hostile("typed")))),
            Element(id: "empty", kind: .textField(TextField(label: "Empty", text: "", placeholder: hostile("hint")))),
            Element(id: "slider", kind: .slider(Slider(label: hostile("Slider"), value: 1, range: 0...2))),
            Element(id: "stepper", kind: .stepper(Stepper(label: hostile("Stepper"), value: 1, range: 0...2))),
            Element(id: "picker", kind: .picker(Picker(label: hostile("Picker"), options: [hostile("one"), "two"], selectedIndex: 0))),
            Element(id: "date", kind: .datePicker(DatePicker(label: hostile("Date"), value: hostile("2026-01-01"), includesTime: false))),
            Element(id: "toggle", kind: .toggle(Toggle(label: hostile("Toggle"), isOn: true))),
            Element(
                id: "table",
                kind: .table(
                    Table(
                        rows: [Table.Row(id: "r", cells: [hostile("cell"), "b"], accessory: .disclosure)],
                        footer: hostile("footer")
                    ))),
            Element(id: "nothing", kind: .table(Table(rows: [], emptyText: hostile("none")))),
            Element(id: "busy", kind: .activityIndicator(hostile("Loading"))),
            Element(
                id: "map",
                kind: .canvas(
                    Canvas(
                        title: hostile("Map"), lines: [StyledLine([Span(hostile("line"), foreground: Color(red: 1, green: 2, blue: 3))])],
                        items: [Canvas.Item(id: "p", label: hostile("point"))], model: .object([("title", .string(hostile("model")))]), isTappable: true
                    ))),
            Element(id: "row", kind: .group(Group(axis: .horizontal, children: [Element(id: "inner", kind: .button(Button(hostile("Inner"))))]))),
        ])

    static let sheet = Screen(id: "app.sheet", title: hostile("Sheet"), elements: [Element(id: "s", kind: .label(Label(hostile("in sheet"))))])

    static let frames = [
        Frame(screen: screen, backTitle: hostile("Back"), tabs: [Frame.TabItem(name: "a", title: hostile("Tab"), isSelected: true)], sheet: sheet),
        Frame(screen: screen, alert: AlertState(title: hostile("Alert"), message: hostile("message"), buttons: [hostile("OK"), "Cancel"])),
    ]

    /// The renderer's own colour sequences, which must still be there.
    static let colourSequence = "\u{1B}\\[[0-9;]*m"

    func controls(in text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { $0 != "\n" && Sanitized.isControl($0) }
    }

    @Test("the text renderer draws no control but its own colours", arguments: [false, true])
    func textHasNoControls(colored: Bool) throws {
        for frame in Self.frames {
            let text = TextRenderer(width: 60, colored: colored).render(frame)
            let ownColoursRemoved = text.replacing(try Regex(Self.colourSequence), with: "")
            #expect(controls(in: ownColoursRemoved).isEmpty, "\(ownColoursRemoved.debugDescription)")
            #expect(!ownColoursRemoved.contains("]0;owned\u{07}"))
            #expect(ownColoursRemoved.contains("Party\u{FFFD}]0;owned\u{FFFD}\u{FFFD}2J"), "each control is one visible placeholder")
            #expect(text.contains("\u{1B}[38;2;") == colored, "its own colours still work")
        }
    }

    @Test("every line stays as wide as the box: a replaced character takes one column", arguments: [24, 60, 80])
    func widthsStayRight(width: Int) {
        for frame in Self.frames {
            let text = TextRenderer(width: width).render(frame)
            let widths = text.split(separator: "\n").map { TextWidth.of(String($0)) }
            #expect(Set(widths) == [width], "\(text)")
        }
        let label = Screen(id: "x", title: "", elements: [Element(id: "l", kind: .label(Label("ab\u{1B}cd")))])
        #expect(TextRenderer(width: 24).render(Frame(screen: label)).contains("│ ab\u{FFFD}cd" + String(repeating: " ", count: 15) + " │"))
    }

    @Test("the JSON escapes every control as \\u and stays valid, with the strings intact")
    func jsonEscapesControls() throws {
        for frame in Self.frames {
            let json = JSONRenderer.render(frame)
            #expect(controls(in: json).isEmpty, "\(json.debugDescription)")
            #expect(json.contains("\\u001b]0;owned\\u0007\\u009b2J\\u0085\\r\\u007f\\u202e\\u2066\\u2069end"))
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            #expect(object["title"] as? String == Self.hostile("Title"))
        }
    }

    @Test("what a user typed is echoed with C0, C1 and bidi controls written as escapes")
    func echoEscapesEveryControl() {
        #expect(Sanitized.text("a\u{1B}b\u{9B}c\u{202E}d") == "a\\u{1b}b\\u{9b}c\\u{202e}d")
    }
}
