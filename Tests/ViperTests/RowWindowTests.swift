import Testing

@testable import Viper

/// The rows that fit a table's lines, counted by the lines each row takes.
@Suite("RowWindow")
struct RowWindowTests {
    @Test("rows fit by their lines, leaving a line for each marker of rows hidden")
    func rowsFitByLines() {
        let window = RowWindow(heights: [1, 3, 1, 1, 3], lines: 5)
        #expect(window.range(from: 0) == 0..<2, "four lines of rows and \"↓ more\"")
        #expect(window.range(from: 2) == 2..<4, "\"↑ more\", two rows, \"↓ more\"")
        #expect(window.range(from: 9) == 3..<5, "past the end, the window that ends with the last row")
        #expect(RowWindow(heights: [1, 1], lines: 5).range(from: 1) == 0..<2, "rows that fit whole show whole")
        #expect(RowWindow(heights: [], lines: 5).range(from: 3) == 0..<0)
    }

    @Test("at least one row shows, however few the lines")
    func oneRowAtTheLeast() {
        let window = RowWindow(heights: [6, 6], lines: 3)
        #expect(window.range(from: 0) == 0..<1)
        #expect(window.scrolled(from: 0, by: 5) == 1)
        #expect(window.range(from: 1) == 1..<2)
    }

    @Test("scrolling moves by rows and stops at both ends, whatever the count")
    func scrolling() {
        let window = RowWindow(heights: Array(repeating: 1, count: 10), lines: 5)
        #expect(window.scrolled(from: 0, by: 2) == 2)
        #expect(window.scrolled(from: 2, by: 100) == 6)
        #expect(window.scrolled(from: 6, by: -100) == 0)
        #expect(window.scrolled(from: 3, by: Int.max) == 6 && window.scrolled(from: 3, by: Int.min) == 0)
    }

    @Test("revealing a row moves as little as it takes")
    func revealing() {
        let window = RowWindow(heights: [1, 3, 1, 1, 3], lines: 5)
        #expect(window.revealing(4, from: 0) == 3)
        #expect(window.revealing(1, from: 3) == 1)
        #expect(window.revealing(0, from: 0) == 0)
        let even = RowWindow(heights: Array(repeating: 1, count: 10), lines: 5)
        #expect(even.revealing(5, from: 0) == 3, "the row becomes the last shown, above \"↓ more\"")
        #expect(even.revealing(4, from: 3) == 3, "a row on screen moves nothing")
    }
}
