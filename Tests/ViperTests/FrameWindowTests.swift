import Testing

@testable import Viper

/// A frame given a height never runs past it: pictures shrink first, then the content scrolls
/// in a window between the navigation bar and the action bar, which stay put.
@Suite("Frames in a window")
struct FrameWindowTests {
    /// Forty numbered lines, then an action bar.
    let tall = Screen(
        id: "tall", title: "Tall",
        elements: (1...40).map { Element(id: "line\($0)", kind: .text("line \($0)")) } + [
            Element(
                id: "actions",
                kind: .group(
                    Group(
                        axis: .horizontal, placement: .actionBar,
                        children: [
                            Element(id: "done", kind: .button(Button("Done")))
                        ])))
        ])

    func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }

    @Test("a tall screen shows its first lines, says how many more there are, and keeps its action bar")
    func tallScreenTop() {
        let shown = lines(TextRenderer(width: 30, height: 12).render(Frame(screen: tall)))
        #expect(shown.count == 12)
        #expect(shown[3].contains("line 1 ") && shown[8].contains("line 6 "))
        #expect(shown[9].contains("↓ 34 more"))
        #expect(shown[10].contains("[1] ⟨ Done ⟩"), "the action bar stays under the window")
    }

    @Test("scrolling moves the window and stops at the ends")
    func scrolling() {
        let renderer = TextRenderer(width: 30, height: 12)
        #expect(renderer.scrollRange(of: Frame(screen: tall)) == 0...34)
        let middle = lines(renderer.render(Frame(screen: tall), scrolledBy: 10))
        #expect(middle[3].contains("↑ 10 more") && middle[4].contains("line 11 ") && middle[8].contains("line 15 "))
        #expect(middle[9].contains("↓ 25 more"))
        let end = lines(renderer.render(Frame(screen: tall), scrolledBy: 1_000))
        #expect(end[3].contains("↑ 34 more") && end[9].contains("line 40") && !end.joined().contains("↓"))
        #expect(lines(renderer.render(Frame(screen: tall), scrolledBy: -5)) == lines(renderer.render(Frame(screen: tall))))
    }

    @Test("a screen that fits is drawn as it is, with nothing to scroll")
    func fits() {
        let renderer = TextRenderer(width: 30, height: 60)
        #expect(renderer.render(Frame(screen: tall)) == TextRenderer(width: 30).render(Frame(screen: tall)))
        #expect(renderer.scrollRange(of: Frame(screen: tall)) == 0...0)
    }

    @Test("pictures shrink, keeping their shape, before any line is scrolled away")
    func picturesShrinkFirst() throws {
        let bitmap = try #require(Bitmap(width: 2, height: 2, pixels: Array(repeating: Color(red: 255, green: 255, blue: 255), count: 4)))
        let screen = Screen(
            id: "card", title: "Card",
            elements: [
                Element(id: "picture", kind: .image(ImageBox(state: .loaded(bitmap), columns: 20, rows: 10))),
                Element(id: "name", kind: .text("Rick Sanchez")),
                Element(id: "status", kind: .text("Alive")),
            ])
        let shown = lines(TextRenderer(width: 40, height: 12).render(Frame(screen: screen)))
        #expect(shown.count <= 12)
        #expect(shown.contains { $0.contains("Rick Sanchez") } && shown.contains { $0.contains("Alive") })
        #expect(!shown.joined().contains("more"), "nothing scrolled away")
        let inside = shown.dropFirst(3).dropLast().map { $0.dropFirst(2).dropLast(2) }
        let pictureLines = inside.filter { !$0.contains("Rick") && !$0.contains("Alive") }
        #expect(pictureLines.count == 6, "ten rows shrank to the six there is room for")
        #expect(pictureLines.allSatisfy { $0.filter { $0 != " " }.count == 12 }, "twenty columns to twelve")
    }

    @Test("a sheet starts in view: the window opens at its top")
    func sheetInView() {
        let sheet = Screen(id: "sheet", title: "Details", elements: [Element(id: "fact", kind: .text("the fact"))])
        let shown = lines(TextRenderer(width: 30, height: 12).render(Frame(screen: tall, sheet: sheet)))
        #expect(shown.count == 12)
        #expect(shown.contains { $0.contains("── Details") } && shown.contains { $0.contains("the fact") })
    }
}

/// A row's text too long for the room beside its picture is cut beside it, never drawn through it.
@Suite("Pictures beside text")
struct PictureBesideTextTests {
    @Test("a long name is cut beside its picture, which keeps its height and every line whole")
    func longNameIsCut() throws {
        let bitmap = try #require(Bitmap(width: 1, height: 1, pixels: [Color(red: 255, green: 255, blue: 255)]))
        let row = Table.Row(
            id: "1", cells: ["Abradolf Lincler the Second of the Long Name Dimension"],
            image: ImageBox(state: .loaded(bitmap), columns: 6, rows: 3, fill: .resize), accessory: .disclosure)
        let screen = Screen(id: "list", title: "List", elements: [Element(id: "list", kind: .table(Table(rows: [row])))])
        let lines = TextRenderer(width: 40).render(Frame(screen: screen)).split(separator: "\n").dropFirst(3).dropLast().map {
            String($0.dropFirst(2).dropLast(2))
        }
        #expect(lines.count == 3, "as tall as the picture: \(lines)")
        for line in lines {
            #expect(line.prefix(6).allSatisfy { $0 != " " }, "the picture's line is whole: \(line)")
            #expect(line.dropFirst(6).hasPrefix(" "), "text starts past the picture: \(line)")
        }
        #expect(lines[0].dropFirst(7) == "[1] Abradolf Lincler the S… ›")
        #expect(lines.dropFirst().allSatisfy { $0.dropFirst(6).allSatisfy { $0 == " " } }, "nothing under the row's line: \(lines)")
    }
}

@Suite("Table rows line up")
struct TableNumberWidthTests {
    @Test("past [9], every row's text starts in the same column")
    func numbersOfOneWidth() {
        let rows = (1...12).map { Table.Row(id: "\($0)", cells: ["game \($0)"]) }
        let screen = Screen(id: "t", title: "T", elements: [Element(id: "games", kind: .table(Table(rows: rows)))])
        let lines = TextRenderer(width: 40).render(Frame(screen: screen)).split(separator: "\n").filter { $0.contains("game ") }
        #expect(lines.count == 12)
        #expect(Set(lines.map { $0.distance(from: $0.startIndex, to: $0.range(of: "game ")!.lowerBound) }).count == 1)
    }
}
