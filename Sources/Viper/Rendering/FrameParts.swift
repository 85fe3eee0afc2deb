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

    /// The first body line shown at `scroll`, and the largest it can be.
    private func offset(scrolledBy scroll: Int, rows: Int) -> (first: Int, last: Int) {
        let last = max(0, body.count - (rows - 1))
        return (min(max(0, start + scroll), last), last)
    }

    func scrollRange(rows: Int?) -> ClosedRange<Int> {
        guard let rows, body.count > rows else { return 0...0 }
        let (first, last) = offset(scrolledBy: 0, rows: rows)
        return -first...(last - first)
    }

    /// The body lines that show in `rows`, with a line saying how many are hidden above or
    /// below in place of the first or last.
    func window(scrolledBy scroll: Int, rows: Int?) -> [StyledLine] {
        guard let rows, body.count > rows else { return body }
        let (first, last) = offset(scrolledBy: scroll, rows: rows)
        let shownBelow = first == last ? rows - 1 : first == 0 ? rows - 1 : rows - 2
        let end = first + shownBelow
        var lines = first > 0 ? [marker("↑ " + more(first))] : []
        lines += body[first..<end]
        if end < body.count { lines.append(marker("↓ " + more(body.count - end))) }
        return lines
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
