/// A frame drawn in three parts: the head (border and navigation bar) and the foot (the
/// action bar, an alert, the tab bar and the border) are boxed lines that always show; the
/// body between them shows as much as its rows allow.
struct FrameParts {
    let head: [String]
    /// Content lines, not yet boxed.
    let body: [StyledLine]
    /// Where the body starts when nothing is scrolled: the top of a sheet over the screen.
    let start: Int
    let foot: [String]
    let more: (Int) -> String

    var count: Int { head.count + body.count + foot.count }

    func scrollRange(rows: Int?) -> ClosedRange<Int> {
        guard let rows, body.count > rows else { return 0...0 }
        let window = LineWindow(lines: body, rows: rows)
        let first = window.clamped(start)
        return -first...(window.lastFirst - first)
    }

    /// The body lines that show in `rows`, with a line saying how many are hidden above or
    /// below in place of the first or last.
    func window(scrolledBy scroll: Int, rows: Int?) -> [StyledLine] {
        guard let rows else { return body }
        return LineWindow(lines: body, rows: rows).lines(from: start + scroll, more: more)
    }
}

/// Lines taller than their rows, shown from a first line with `↑ 3 more` above and
/// `↓ 12 more` below in place of the first and last rows.
struct LineWindow {
    let lines: [StyledLine]
    let rows: Int

    /// The largest first line: the one that shows the last line.
    var lastFirst: Int { Self.lastFirst(lines: lines.count, rows: rows) }

    func clamped(_ first: Int) -> Int { Self.clamped(first, lines: lines.count, rows: rows) }

    static func clamped(_ first: Int, lines: Int, rows: Int) -> Int {
        min(max(0, first), lastFirst(lines: lines, rows: rows))
    }

    private static func lastFirst(lines: Int, rows: Int) -> Int {
        lines > rows ? lines - (rows >= 2 ? rows - 1 : rows) : 0
    }

    func lines(from first: Int, more: (Int) -> String) -> [StyledLine] {
        guard lines.count > rows else { return lines }
        guard rows >= 2 else { return Array(lines[min(max(0, first), lines.count - rows)...].prefix(rows)) }
        let first = clamped(first)
        let shownBelow = first == lastFirst || first == 0 ? rows - 1 : rows - 2
        let end = first + shownBelow
        var shown = first > 0 ? [marker("↑ " + more(first))] : []
        shown += lines[first..<end]
        if end < lines.count { shown.append(marker("↓ " + more(lines.count - end))) }
        return shown
    }

    private func marker(_ text: String) -> StyledLine {
        StyledLine([Span(text, foreground: Palette.secondary)])
    }
}

extension [Element] {
    /// The screen's flowing elements, and its action bar: the groups at its end placed there.
    func splitActionBar() -> (flowing: [Element], actionBar: [Element]) {
        let pinned = reversed().prefix { element in
            guard case .group(let group) = element.kind else { return !element.isVisible }
            return group.placement == .actionBar
        }.count
        return (Array(dropLast(pinned)), Array(suffix(pinned)))
    }
}

extension Screen {
    /// The rows of the tallest picture on the screen, in a table row or on its own.
    var tallestPicture: Int {
        allElements.filter(\.isVisible).map { element in
            switch element.kind {
            case .image(let box): box.rows
            case .table(let table): table.rows[table.visibleRange].compactMap(\.image?.rows).max() ?? 0
            case .canvas(let canvas): canvas.items.compactMap(\.image?.rows).max() ?? 0
            default: 0
            }
        }.max() ?? 0
    }
}
