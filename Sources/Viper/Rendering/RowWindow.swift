/// The rows of a table that fit its lines of the screen, from a first row: rows are counted by
/// the lines they take as drawn (a row with a picture takes the picture's), and `↑ 3 more`
/// above and `↓ 12 more` below take a line each when rows are hidden there. At least one row
/// shows, however few the lines.
struct RowWindow {
    /// The lines each row takes, in order.
    let heights: [Int]
    /// The lines the rows and the two markers may take.
    let lines: Int

    /// The rows shown from `first`, which is held to `clamped(_:)`.
    func range(from first: Int) -> Range<Int> {
        let first = clamped(first)
        let room = lines - (first > 0 ? 1 : 0)
        let rest = heights[first...]
        if rest.reduce(0, +) <= room { return first..<heights.count }
        return first..<fitting(from: first, in: room - 1)
    }

    /// `first` moved as little as it takes to keep the window full: not past the first row
    /// that shows the last one.
    func clamped(_ first: Int) -> Int {
        min(max(0, first), lastFirst)
    }

    /// The first row after scrolling `rows` (negative is up) from `first`.
    func scrolled(from first: Int, by rows: Int) -> Int {
        let (moved, overflow) = clamped(first).addingReportingOverflow(rows)
        return clamped(overflow ? (rows > 0 ? Int.max : Int.min) : moved)
    }

    /// The first row that shows `row`, moving as little as it takes from `first`.
    func revealing(_ row: Int, from first: Int) -> Int {
        let shown = range(from: first)
        if row < shown.lowerBound { return clamped(row) }
        guard row >= shown.upperBound else { return shown.lowerBound }
        let room = lines - 1 - (row < heights.count - 1 ? 1 : 0)
        var start = row
        var taken = heights[row]
        while start > 0, taken + heights[start - 1] <= room {
            taken += heights[start - 1]
            start -= 1
        }
        return clamped(start)
    }

    /// The first row of the window that ends with the last row.
    private var lastFirst: Int {
        guard heights.reduce(0, +) > lines else { return 0 }
        var start = heights.count
        var taken = 0
        while start > 0, taken + heights[start - 1] <= lines - 1 {
            taken += heights[start - 1]
            start -= 1
        }
        return min(start, heights.count - 1)
    }

    /// The end of the rows from `first` that fit `room` lines, one row at the least.
    private func fitting(from first: Int, in room: Int) -> Int {
        var end = first
        var taken = 0
        while end < heights.count, taken + heights[end] <= room || end == first {
            taken += heights[end]
            end += 1
        }
        return end
    }
}
