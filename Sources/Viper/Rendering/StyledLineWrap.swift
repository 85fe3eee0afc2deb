/// Breaks a styled line too wide for its room into lines that fit, at spaces where it can,
/// keeping each character's colours. Lines after the first are indented like the first
/// line's text, past its leading spaces and its `[n] ` number.
enum StyledLineWrap {
    private struct Cell {
        let character: Character
        let foreground: Color?
        let background: Color?
        var width: Int { TextWidth.of(character) }
        var isSpace: Bool { character == " " }
    }

    static func lines(_ line: StyledLine, to columns: Int) -> [StyledLine] {
        guard TextWidth.of(line.plainText) > columns else { return [line] }
        let indent = [Cell](repeating: Cell(character: " ", foreground: nil, background: nil), count: min(hangingIndent(line.plainText), columns / 2))
        var lines: [[Cell]] = []
        var current: [Cell] = []
        var width = 0
        for cell in line.spans.flatMap({ span in span.text.map { Cell(character: $0, foreground: span.foreground, background: span.background) } }) {
            let start = lines.isEmpty ? 0 : indent.count
            if cell.isSpace, width + cell.width > columns, current.count > start {
                lines.append(current)
                (current, width) = (indent, indent.count)
                continue
            }
            while width + cell.width > columns, current.count > start {
                let (head, tail) = split(current, after: start)
                lines.append(head)
                current = indent + tail
                width = current.reduce(0) { $0 + $1.width }
            }
            if cell.isSpace, current.count == start, !lines.isEmpty { continue }
            current.append(cell)
            width += cell.width
        }
        lines.append(current)
        return lines.map(styled)
    }

    /// The line's head up to its last space (dropping the spaces there) and the rest;
    /// with no space to break at, the whole line and nothing.
    private static func split(_ cells: [Cell], after start: Int) -> ([Cell], [Cell]) {
        let text = cells[start...]
        guard let space = text.lastIndex(where: \.isSpace),
            let end = text[..<space].lastIndex(where: { !$0.isSpace })
        else { return (cells, []) }
        return (Array(cells[...end]), Array(cells[(space + 1)...]))
    }

    /// The width of the leading spaces and the `[n] ` number a line starts with.
    private static func hangingIndent(_ text: String) -> Int {
        let spaces = text.prefix { $0 == " " }
        let rest = text.dropFirst(spaces.count)
        guard rest.first == "[", let close = rest.firstIndex(of: "]"),
            rest[rest.index(after: rest.startIndex)..<close].allSatisfy(\.isNumber),
            rest[close...].dropFirst().first == " "
        else { return spaces.count }
        return spaces.count + rest.distance(from: rest.startIndex, to: close) + 2
    }

    private static func styled(_ cells: [Cell]) -> StyledLine {
        var spans: [Span] = []
        for cell in cells {
            if let last = spans.last, last.foreground == cell.foreground, last.background == cell.background {
                spans[spans.count - 1].text.append(cell.character)
            } else {
                spans.append(Span(String(cell.character), foreground: cell.foreground, background: cell.background))
            }
        }
        return StyledLine(spans)
    }
}
