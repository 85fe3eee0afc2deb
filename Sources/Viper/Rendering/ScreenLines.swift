import Foundation

/// Turns a screen's elements into text lines for `TextRenderer`.
struct ScreenLines {
    let renderer: TextRenderer
    let numbering: [TargetKey: Int]
    /// The most rows a picture may take: pictures shrink to it, keeping their shape, so a
    /// screen fits its window before any text is scrolled out of it.
    var pictureRows: Int? = nil
    /// The rows each region gets, by id; a region not in it is as tall as its elements.
    var regionRows: [String: Int] = [:]

    private var width: Int { renderer.innerWidth }

    func lines(for elements: [Element]) -> [StyledLine] {
        elements.filter(\.isVisible).flatMap(lines(for:))
    }

    /// The lines of `elements` with `room` shared among their regions.
    func laidOut(_ elements: [Element], room: Int?) -> [StyledLine] {
        var laidOut = self
        laidOut.regionRows = regionRows(elements, room: room).mapValues(\.rows)
        return laidOut.lines(for: elements)
    }

    /// The rows each region among `elements` gets of `room`, and the lines its own elements take
    /// where that counts: a region that scrolls or takes what it needs (`.content`), or any with
    /// no room to share. The others are not drawn to be measured: a map or a board that fills its
    /// region costs one drawing a frame.
    ///
    /// A table among them is laid out as a region of its own (by its `height`), so the navigator
    /// can fit its window to the rows it gets.
    func regionRows(_ elements: [Element], room: Int?) -> [String: (rows: Int, lines: Int)] {
        let visible = elements.filter(\.isVisible)
        guard visible.contains(where: \.kind.isLaidOut) else { return [:] }
        let natural = visible.map { element -> Int in
            switch element.kind {
            case .region(let region):
                let counts = region.scrolls || region.height == .content || room == nil
                return counts ? wrapped(region.children).count : 0
            case .table(let table):
                return table.height == .content || room == nil ? wrapped([element]).count : 0
            default:
                return wrapped([element]).count
            }
        }
        let parts = zip(visible, natural).map { element, lines -> RegionLayout.Part in
            guard let height = element.kind.layoutHeight else { return .lines(lines) }
            return .region(height, natural: lines)
        }
        let rows = RegionLayout.rows(of: parts, room: room)
        var result: [String: (rows: Int, lines: Int)] = [:]
        for index in visible.indices where visible[index].kind.isLaidOut {
            result[visible[index].id] = (rows[index], natural[index])
        }
        return result
    }

    /// The line `row` of the table `table` starts on among the lines of `elements`; nil when
    /// it is not among them or not in the table's window.
    func line(ofRow row: String, inTable table: String, among elements: [Element]) -> Int? {
        var line = 0
        for element in elements.filter(\.isVisible) {
            guard element.id == table, case .table(let shown) = element.kind else {
                line += wrapped([element]).count
                continue
            }
            let visible = shown.visibleRange
            guard let index = shown.rows.firstIndex(where: { $0.id == row }), visible.contains(index) else { return nil }
            let above = visible.lowerBound > 0 ? 1 : 0
            return line + above
                + shown.rows[visible.lowerBound..<index].reduce(0) { total, row in
                    total + rowLines(row, number: number(element, item: row.id)).flatMap { StyledLineWrap.lines($0, to: width) }.count
                }
        }
        return nil
    }

    /// Lines as the box shows them: one too wide goes on over more lines.
    private func wrapped(_ elements: [Element]) -> [StyledLine] {
        lines(for: elements).flatMap { StyledLineWrap.lines($0, to: width) }
    }

    /// A region's elements in its rows: as they are when they fit (a frame is never padded to
    /// the terminal's height); when taller, a window at its first line if it scrolls, else all.
    private func regionLines(_ region: Region, id: String) -> [StyledLine] {
        guard region.scrolls, let rows = regionRows[id] else { return lines(for: region.children) }
        let content = wrapped(region.children)
        guard content.count > rows else { return content }
        return LineWindow(lines: content, rows: rows).lines(from: region.firstLine, more: renderer.more)
    }

    private func number(_ element: Element, item: String? = nil) -> String {
        numbering[TargetKey(element.id, item)].map { "[\($0)] " } ?? ""
    }

    private func disabled(_ element: Element) -> String {
        element.isEnabled ? "" : " " + FrameworkStrings.catalog.text("disabled").in(renderer.language)
    }

    /// `head` and then `items` on as few lines as fit, two spaces apart, each item whole on one
    /// line (a picker's "( ) ♫ Music" is never split); an item wider than a line wraps alone.
    private func packed(_ head: String, _ items: [String], tail: String) -> [String] {
        let indent = "    "
        var lines = [head]
        for (index, item) in items.enumerated() {
            let item = index == items.count - 1 ? item + tail : item
            let last = lines[lines.count - 1]
            let separator = last == head ? " " : "  "
            if TextWidth.of(last) + separator.count + TextWidth.of(item) <= width {
                lines[lines.count - 1] = last + separator + item
            } else if TextWidth.of(indent + item) <= width {
                lines.append(indent + item)
            } else {
                lines += TextWidth.wrap(item, to: width - indent.count).map { indent + $0 }
            }
        }
        return lines
    }

    private func lines(for element: Element) -> [StyledLine] {
        let prefix = number(element)
        let tail = disabled(element)
        switch element.kind {
        case .label(let label):
            return TextWidth.wrap(label.text, to: width).map { line in
                let indent = label.alignment == .center ? String(repeating: " ", count: max(0, (width - TextWidth.of(line)) / 2)) : ""
                return StyledLine([Span(indent), Span(line, foreground: Palette.color(for: label.tone))])
            }
        case .text(let text):
            return TextWidth.wrap(text, to: width).map { StyledLine($0) }
        case .button(let button):
            let color = !element.isEnabled ? Palette.secondary : button.role == .destructive ? Palette.danger : Palette.accent
            return [StyledLine([Span(prefix), Span("⟨ " + button.title + " ⟩", foreground: color), Span(tail)])]
        case .textField(let field):
            let shown = field.isSecure ? String(repeating: "•", count: field.text.count) : field.text
            let content = shown.isEmpty ? Span(field.placeholder, foreground: Palette.secondary) : Span(shown)
            return [StyledLine([Span(prefix + field.label + ": ["), content, Span("]" + tail)])]
        case .slider(let slider):
            let value: String = sliderBar(slider) + " " + format(slider.value)
            return [StyledLine(prefix + slider.label + ": " + value + tail)]
        case .stepper(let stepper):
            let step = stepper.step == 1 ? "" : ", ±\(stepper.step)"
            let value = "− \(stepper.value) +  (\(stepper.range.lowerBound)…\(stepper.range.upperBound)\(step))"
            return [StyledLine(prefix + stepper.label + ": " + value + tail)]
        case .picker(let picker):
            let options: [String] = picker.options.enumerated().map { index, option in
                (index == picker.selectedIndex ? "(•) " : "( ) ") + option
            }
            return packed(prefix + picker.label + ":", options, tail: tail).map { StyledLine($0) }
        case .datePicker(let picker):
            return [StyledLine(prefix + picker.label + ": " + picker.value.replacingOccurrences(of: "T", with: " ") + tail)]
        case .toggle(let toggle):
            let box = toggle.isOn ? "[x] " : "[ ] "
            return [StyledLine(prefix + box + toggle.label + tail)]
        case .table(let table):
            return tableLines(table, element: element)
        case .image(let box):
            return imageLines(box)
        case .activityIndicator(let label):
            return [StyledLine([Span("⟳ " + label, foreground: Palette.accent)])]
        case .canvas(let canvas):
            let header = canvas.isTappable ? [StyledLine([Span(prefix), Span("▸ " + canvas.title, foreground: Palette.accent), Span(tail)])] : []
            let items = canvas.items.flatMap { item in
                beside(item.image, StyledLine(number(element, item: item.id) + item.label))
            }
            return header + canvas.lines + items
        case .region(let region):
            return regionLines(region, id: element.id)
        case .group(let group):
            let children = group.children.filter(\.isVisible)
            guard group.axis == .horizontal else { return lines(for: children) }
            let parts = children.map { lines(for: $0) }
            guard parts.allSatisfy({ $0.count <= 1 }) else { return parts.flatMap { $0 } }
            let rows = packed(parts.compactMap(\.first))
            guard group.alignment == .trailing else { return rows }
            return rows.map { line in
                StyledLine([Span(String(repeating: " ", count: max(0, width - TextWidth.of(line.plainText))))] + line.spans)
            }
        }
    }

    /// Single-line parts side by side, two spaces apart, starting a new line when the next
    /// part would not fit.
    private func packed(_ parts: [StyledLine]) -> [StyledLine] {
        var lines: [StyledLine] = []
        var current: [Span] = []
        var used = 0
        for part in parts {
            let partWidth = TextWidth.of(part.plainText)
            if !current.isEmpty && used + 2 + partWidth > width {
                lines.append(StyledLine(current))
                current = []
                used = 0
            }
            if !current.isEmpty {
                current.append(Span("  "))
                used += 2
            }
            current += part.spans
            used += partWidth
        }
        if !current.isEmpty { lines.append(StyledLine(current)) }
        return lines
    }

    private func sliderBar(_ slider: Slider) -> String {
        let span = slider.range.upperBound - slider.range.lowerBound
        let fraction = span > 0 ? (slider.value - slider.range.lowerBound) / span : 0
        let slots = 10
        let position = min(slots - 1, max(0, Int((fraction * Double(slots - 1)).rounded())))
        return String(repeating: "─", count: position) + "●" + String(repeating: "─", count: slots - 1 - position)
    }

    /// A whole number as it is, else two decimals, with the language's decimal separator.
    private func format(_ value: Double) -> String {
        guard value != value.rounded() || abs(value) >= 1e12 else { return String(Int(value)) }
        return LocalizedText.decimal(value, fractionDigits: 2).in(renderer.language)
    }

    private func tableLines(_ table: Table, element: Element) -> [StyledLine] {
        guard !table.rows.isEmpty else {
            return table.emptyText.map { [StyledLine([Span($0, foreground: Palette.secondary)])] } ?? []
        }
        let visible = table.visibleRange
        var lines: [StyledLine] = []
        if visible.lowerBound > 0 {
            lines.append(StyledLine([Span("↑ " + renderer.more(visible.lowerBound), foreground: Palette.secondary)]))
        }
        // Numbers of one width, so the rows' columns line up past [9].
        let numbers = table.rows[visible].map { number(element, item: $0.id) }
        let widest = numbers.map(\.count).max() ?? 0
        for (row, number) in zip(table.rows[visible], numbers) {
            lines.append(contentsOf: rowLines(row, number: number + String(repeating: " ", count: widest - number.count)))
        }
        let below = table.rows.count - visible.upperBound
        if below > 0 {
            lines.append(StyledLine([Span("↓ " + renderer.more(below), foreground: Palette.secondary)]))
        }
        if let footer = table.footer {
            lines.append(StyledLine([Span(footer, foreground: Palette.secondary)]))
        }
        return lines
    }

    /// A row on one line (beside its picture, as tall as the picture): its number, its cells and
    /// its accessory, the cells cut to fit.
    private func rowLines(_ row: Table.Row, number: String) -> [StyledLine] {
        let accessory =
            switch row.accessory {
            case .none: ""
            case .disclosure: " ›"
            case .checkmark: " ✓"
            }
        let room = textColumns(beside: row.image) - TextWidth.of(number) - TextWidth.of(accessory)
        let text = oneLine(row.cells, yielding: row.yieldingCell, in: room)
        return beside(row.image, StyledLine([Span(number), Span(text, foreground: row.color), Span(accessory)]))
    }

    /// Cells two spaces apart, cut at the end with `…` when they are wider than `columns`: the
    /// last cell gives way first and the first, which names the row, stays longest. Cutting at
    /// the end, not a share of each cell, keeps the columns an app pads to line up (Darts'
    /// statistics) where they were, row under row.
    private func oneLine(_ cells: [String], yielding: Int?, in columns: Int) -> String {
        let text = withoutTrailingSpaces(cells.joined(separator: "  "))
        if TextWidth.of(text) > columns, let yielding, cells.indices.contains(yielding) {
            // The cells after the yielding one stay whole, as many as leave it room to say
            // something, the last going first.
            var kept = Array(cells)
            while kept.count > yielding {
                let others = TextWidth.of(withoutTrailingSpaces(kept.joined(separator: "  "))) - TextWidth.of(kept[yielding])
                if columns - others >= Self.leastOfAYieldingCell {
                    kept[yielding] = withoutTrailingSpaces(String(TextWidth.truncate(kept[yielding], to: columns - others).dropLast())) + "…"
                    return withoutTrailingSpaces(kept.joined(separator: "  "))
                }
                kept.removeLast()
            }
        }
        guard TextWidth.of(text) > columns else { return text }
        // `…` follows the last character kept, not the spaces between two cells.
        return withoutTrailingSpaces(String(TextWidth.truncate(text, to: max(1, columns)).dropLast())) + "…"
    }

    /// The fewest columns a yielding cell is cut to, `…` included.
    static let leastOfAYieldingCell = 6

    private func withoutTrailingSpaces(_ text: String) -> String {
        var text = text
        while text.last == " " { text.removeLast() }
        return text
    }

    /// The columns text beside `image` has: the width but the picture and a space.
    private func textColumns(beside image: ImageBox?) -> Int {
        image.map { max(8, width - shrunk($0).columns - 1) } ?? width
    }

    /// A picture with text beside it; text too wide for the room beside the picture goes on
    /// over the picture's next lines (and under it, past its edge), never through it.
    private func beside(_ image: ImageBox?, _ text: StyledLine) -> [StyledLine] {
        guard let image else { return [text] }
        let picture = imageLines(image)
        let pictureWidth = shrunk(image).columns
        let wrapped = StyledLineWrap.lines(text, to: textColumns(beside: image))
        let blank = Span(String(repeating: " ", count: pictureWidth))
        return (0..<max(picture.count, wrapped.count)).map { index in
            let left = index < picture.count ? picture[index].spans : [blank]
            return StyledLine(left + [Span(" ")] + (index < wrapped.count ? wrapped[index].spans : []))
        }
    }

    private func imageLines(_ box: ImageBox) -> [StyledLine] {
        let box = shrunk(box)
        switch box.state {
        case .loaded(let bitmap):
            return ImageRasterizer.lines(for: bitmap, columns: box.columns, rows: box.rows, fill: box.fill, colored: renderer.colored)
        case .none: return placeholderLines(box, mark: " ")
        case .loading: return placeholderLines(box, mark: "…")
        case .failed: return placeholderLines(box, mark: "✕")
        }
    }

    private func shrunk(_ box: ImageBox) -> ImageBox {
        guard let limit = pictureRows, box.rows > limit else { return box }
        var smaller = box
        smaller.columns = max(1, box.columns * limit / box.rows)
        smaller.rows = max(1, limit)
        return smaller
    }

    /// A shaded box with `mark` in the middle row, where no picture is drawn.
    private func placeholderLines(_ box: ImageBox, mark: String) -> [StyledLine] {
        (0..<box.rows).map { row in
            let middle = row == box.rows / 2
            let fill = middle ? TextWidth.truncate(mark, to: box.columns) : ""
            return StyledLine([Span(fill + String(repeating: "░", count: max(0, box.columns - TextWidth.of(fill))), foreground: Palette.secondary)])
        }
    }
}
