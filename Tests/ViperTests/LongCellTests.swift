import Testing

@testable import Viper

/// A table's row is one line of text however long its cells: they are cut at the end with `…`,
/// measured by display width, and the accessory stays on the row's line. JSON keeps the cells
/// whole (`JSONRendererTests`), and text that is not a row still wraps whole.
@Suite("Long cells")
struct LongCellTests {
    static let title = "Close Rick-counters of the Rick Kind"

    func screen(_ rows: [Table.Row], firstRow: Int = 0, height: Int = 10, above: [Element] = []) -> Screen {
        Screen(
            id: "episodes", title: "Episodes",
            elements: above + [Element(id: "episodes", kind: .table(Table(rows: rows).showing(from: firstRow, height: height)))])
    }

    /// The lines inside the box, under the navigation bar.
    func content(_ screen: Screen, width: Int) -> [String] {
        TextRenderer(width: width).render(Frame(screen: screen)).split(separator: "\n").dropFirst(3).dropLast().map {
            String($0.dropFirst(2).dropLast(2))
        }
    }

    func trimmed(_ line: String) -> String {
        String(line.reversed().drop { $0 == " " }.reversed())
    }

    @Test("the last cell gives way first, cut with … just before the row's accessory")
    func cutAtTheEnd() {
        let row = Table.Row(id: "10", cells: ["S01E10", Self.title, "April 7, 2014"], accessory: .disclosure)
        #expect(content(screen([row]), width: 40) == ["[1] S01E10  Close Rick-counters o… ›"])
        #expect(content(screen([row]), width: 80).map(trimmed) == ["[1] S01E10  \(Self.title)  April 7, 2014 ›"], "whole where it fits")
        let name = String(repeating: "a", count: 28)
        let cutBetweenCells = Table.Row(id: "11", cells: [name, "April 7, 2014"], accessory: .disclosure)
        #expect(content(screen([cutBetweenCells]), width: 40).map(trimmed) == ["[1] \(name)… ›"], "no space before …")
    }

    @Test("a yielding cell gives way so that the cells after it stay whole, as many as leave it room")
    func aYieldingCellGivesWay() {
        let row = Table.Row(id: "10", cells: ["♪ " + Self.title, "Fri 19:00", "Music", "12+"], accessory: .disclosure, yieldingCell: 0)
        #expect(content(screen([row]), width: 40) == ["[1] ♪ Clos…  Fri 19:00  Music  12+ ›"])
        #expect(content(screen([row]), width: 80).map(trimmed) == ["[1] ♪ \(Self.title)  Fri 19:00  Music  12+ ›"], "whole where it fits")
        #expect(content(screen([row]), width: 30).map(trimmed) == ["[1] ♪ Close…  Fri 19:00 ›"], "the last cells go first")
    }

    @Test("wide and combining characters are measured by the columns they take", arguments: [24, 40])
    func displayWidth(width: Int) {
        let rows = [
            Table.Row(id: "1", cells: ["漢字のテキストがとても長い行です", "日本語"], accessory: .checkmark),
            Table.Row(id: "2", cells: ["Cafe\u{301} crème brûle\u{301}e 👍🏽 avec beaucoup de café", "Paris"], accessory: .disclosure),
        ]
        let lines = content(screen(rows), width: width)
        #expect(lines.count == 2, "one line a row: \(lines)")
        #expect(lines.allSatisfy { TextWidth.of($0) == width - 4 }, "\(lines)")
        #expect(trimmed(lines[0]).hasSuffix("… ✓") && trimmed(lines[1]).hasSuffix("… ›"), "\(lines)")
        #expect(lines[0].hasPrefix("[1] 漢字") && lines[1].hasPrefix("[2] Cafe\u{301}"))
    }

    @Test("a window of long rows takes a line a row between its counts of the rows above and below")
    func windowCountsLines() {
        let rows = (1...10).map { Table.Row(id: "\($0)", cells: ["S01E\($0)", Self.title, "April 7, 2014"], accessory: .disclosure) }
        let lines = content(screen(rows, firstRow: 2, height: 3), width: 40)
        #expect(lines.count == 5, "\(lines)")
        #expect(lines.first.map(trimmed) == "↑ 2 more" && lines.last.map(trimmed) == "↓ 5 more", "\(lines)")
    }

    @Test("text that is not a row, on a detail screen, still wraps whole")
    func textStillWraps() {
        let row = Table.Row(id: "10", cells: ["S01E10", Self.title], accessory: .disclosure)
        let above = [Element(id: "name", kind: .label(Label(Self.title))), Element(id: "about", kind: .text(Self.title + " " + Self.title))]
        let lines = content(screen([row], above: above), width: 24)
        #expect(lines.filter { $0.contains("…") } == ["[1] S01E10  Close… ›"], "only the row is cut: \(lines)")
        let words = lines.dropLast().joined(separator: " ").split(separator: " ")
        #expect(words.filter { $0 == "Rick-counters" }.count == 3, "the label once and the text twice, whole: \(lines)")
    }
}
