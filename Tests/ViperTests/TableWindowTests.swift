import Testing

@testable import Viper

@Suite("TableWindow")
struct TableWindowTests {
    @Test("visibleRange covers height rows, fewer when the table is shorter")
    func visibleRange() {
        #expect(TableWindow(height: 3).visibleRange(rowCount: 10) == 0..<3)
        #expect(TableWindow(firstRow: 4, height: 3).visibleRange(rowCount: 10) == 4..<7)
        #expect(TableWindow(height: 5).visibleRange(rowCount: 2) == 0..<2)
        #expect(TableWindow(firstRow: 3, height: 5).visibleRange(rowCount: 2) == 0..<2)
        #expect(TableWindow(height: 5).visibleRange(rowCount: 0) == 0..<0)
        #expect(TableWindow(firstRow: 9, height: 3).visibleRange(rowCount: 10) == 7..<10)
    }

    @Test("scroll moves by rows and clamps at both ends")
    func scroll() {
        var window = TableWindow(height: 3)
        window.scroll(by: 2, rowCount: 10)
        #expect(window.visibleRange(rowCount: 10) == 2..<5)
        window.scroll(by: 100, rowCount: 10)
        #expect(window.firstRow == 7)
        window.scroll(by: -1, rowCount: 10)
        #expect(window.firstRow == 6)
        window.scroll(by: -100, rowCount: 10)
        #expect(window.firstRow == 0)
        window.scroll(by: Int.max, rowCount: 10)
        #expect(window.firstRow == 7)
        window.scroll(by: Int.min, rowCount: 10)
        #expect(window.firstRow == 0)
    }

    @Test("scroll in a table shorter than the window stays at the top")
    func scrollShort() {
        var window = TableWindow(height: 5)
        window.scroll(by: 3, rowCount: 2)
        #expect(window.firstRow == 0)
        #expect(window.visibleRange(rowCount: 2) == 0..<2)
    }

    @Test("reveal moves as little as possible")
    func reveal() {
        var window = TableWindow(firstRow: 3, height: 3)
        window.reveal(row: 4, rowCount: 10)
        #expect(window.firstRow == 3)
        window.reveal(row: 7, rowCount: 10)
        #expect(window.visibleRange(rowCount: 10) == 5..<8)
        window.reveal(row: 2, rowCount: 10)
        #expect(window.visibleRange(rowCount: 10) == 2..<5)
        window.reveal(row: 9, rowCount: 10)
        #expect(window.visibleRange(rowCount: 10) == 7..<10)
        window.reveal(row: 0, rowCount: 10)
        #expect(window.firstRow == 0)
    }

    @Test("the height is at least one row and the first row never negative")
    func bounds() {
        #expect(TableWindow(firstRow: -4, height: 0).visibleRange(rowCount: 5) == 0..<1)
    }
}
