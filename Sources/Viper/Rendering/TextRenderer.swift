/// Draws a frame as text at a given width: a box with the navigation bar on top, the
/// screen, any sheet and alert below it, and the tab bar at the bottom. Interactive
/// elements carry the number a command can use (`[3] ⟨ Restart ⟩`).
///
/// Given a height, the rows between the navigation bar and the foot are shared among the
/// screen's regions (`Region`), and a frame never runs past it: pictures shrink first, then
/// the screen's content shows a window of its lines (`↑ 3 more` above, `↓ 12 more` below)
/// while the navigation bar, the screen's action bar, an alert and the tab bar stay put.
///
/// Pure: the same frame, size, scroll and colour setting always give the same text.
package struct TextRenderer: Sendable {
    /// The width of a frame in columns, at least 24.
    package let width: Int
    /// The most lines a frame may take; `nil` for no limit.
    package let height: Int?
    /// Whether to draw in ANSI colour: on a terminal, and never with `NO_COLOR` set.
    package let colored: Bool
    /// The language of the renderer's own words: "(disabled)", "↓ 3 more".
    package let language: Language

    private let topBorder: String
    private let ruleBorder: String
    private let bottomBorder: String

    /// A renderer for frames `width` columns wide and, with a `height`, at most that many lines.
    ///
    /// - Parameters:
    ///   - width: Columns; below 24 is taken as 24.
    ///   - height: The most lines a frame may take, at least 8; `nil` for no limit.
    ///   - colored: Whether to draw in ANSI colour.
    ///   - language: The language of the renderer's own words.
    package init(width: Int = 80, height: Int? = nil, colored: Bool = false, language: Language = .en) {
        self.width = max(24, width)
        self.height = height.map { max(8, $0) }
        self.colored = colored
        self.language = language
        let line = String(repeating: "─", count: self.width - 2)
        topBorder = "╭" + line + "╮"
        ruleBorder = "├" + line + "┤"
        bottomBorder = "╰" + line + "╯"
    }

    var innerWidth: Int { width - 4 }

    /// `scroll`: lines the content is moved up from where it starts (the top of the screen, or
    /// of a sheet over it); it is held to `scrollRange(of:)`.
    package func render(_ frame: Frame, scrolledBy scroll: Int = 0) -> String {
        let parts = fittedParts(of: frame)
        var output = parts.head
        output += parts.window(scrolledBy: scroll, rows: room(for: parts)).map(boxed)
        output += parts.foot
        return output.joined(separator: "\n")
    }

    /// How far the content can scroll from where it starts: `0...0` when it fits.
    package func scrollRange(of frame: Frame) -> ClosedRange<Int> {
        let parts = fittedParts(of: frame)
        return parts.scrollRange(rows: room(for: parts))
    }

    /// The content's rows between the fixed parts; `nil` without a height.
    private func room(for parts: FrameParts) -> Int? {
        height.map { max(3, $0 - parts.head.count - parts.foot.count) }
    }

    /// The frame's parts with its pictures shrunk as far as it takes to fit the height (but
    /// not below four rows, which still read as pictures, unless they were that small).
    private func fittedParts(of frame: Frame) -> FrameParts {
        let whole = parts(of: frame, pictureRows: nil)
        guard let height, whole.count > height else { return whole }
        let tallest = ([frame.screen] + [frame.sheet].compactMap { $0 }).map(\.tallestPicture).max() ?? 0
        let smallest = tallest > 4 ? 4 : 1
        guard tallest > smallest else { return whole }
        var (low, high) = (smallest, tallest - 1)
        while low < high {
            let middle = (low + high + 1) / 2
            if parts(of: frame, pictureRows: middle).count <= height { low = middle } else { high = middle - 1 }
        }
        return parts(of: frame, pictureRows: low)
    }

    private func parts(of frame: Frame, pictureRows: Int?) -> FrameParts {
        let covered = frame.alert != nil || frame.sheet != nil
        let (head, foot) = chrome(of: frame)
        let room = height.map { max(3, $0 - head.count - foot.count) }
        func lines(_ elements: [Element], of screen: Screen, numbered: Bool, room: Int?) -> [StyledLine] {
            ScreenLines(renderer: self, numbering: numbered ? numbering(screen) : [:], pictureRows: pictureRows).laidOut(elements, room: room)
        }
        let flowing = (frame.sheet ?? frame.screen).elements.splitActionBar().flowing
        var body: [StyledLine]
        var sheetStart = 0
        if let sheet = frame.sheet {
            body = lines(frame.screen.elements, of: frame.screen, numbered: false, room: nil)
            sheetStart = body.count
            body.append(StyledLine([Span("── " + sheet.title + " ", foreground: Palette.accent)]))
            body += lines(flowing, of: sheet, numbered: frame.alert == nil, room: room.map { $0 - 1 })
        } else {
            body = lines(flowing, of: frame.screen, numbered: !covered, room: room)
        }
        return FrameParts(head: head, body: body.flatMap(fitted), start: sheetStart, foot: foot, more: more)
    }

    /// The boxed lines above the content (border, navigation bar) and below it (the action bar,
    /// an alert, the tab bar, border), which always show.
    private func chrome(of frame: Frame) -> (head: [String], foot: [String]) {
        let lines = chromeLines(of: frame)
        let tabs = lines.tabs.isEmpty ? [] : [ruleBorder] + lines.tabs.map(boxed)
        return ([topBorder] + lines.bar.map(boxed) + [ruleBorder], lines.foot.map(boxed) + tabs + [bottomBorder])
    }

    /// How many lines `chrome(of:)` takes, without drawing them.
    private func chromeCount(of frame: Frame) -> Int {
        let lines = chromeLines(of: frame)
        return 3 + lines.bar.count + lines.foot.count + (lines.tabs.isEmpty ? 0 : 1 + lines.tabs.count)
    }

    /// The chrome's content, not yet boxed: the navigation bar; the action bar and an alert; the tab bar.
    private func chromeLines(of frame: Frame) -> (bar: [StyledLine], foot: [StyledLine], tabs: [StyledLine]) {
        let top = frame.sheet ?? frame.screen
        var foot = ScreenLines(renderer: self, numbering: frame.alert == nil ? numbering(top) : [:])
            .lines(for: top.elements.splitActionBar().actionBar).flatMap(fitted)
        if let alert = frame.alert {
            foot += alertLines(alert)
        }
        return (navigationBar(frame), foot, frame.tabs.isEmpty ? [] : fitted(tabBar(frame.tabs)))
    }

    /// The room each region and table of the frame's top screen (its sheet, if it has one) gets,
    /// and the lines its elements take where they are counted (`ScreenLines.regionRows`): what a view
    /// draws to, and how far a region can scroll.
    func regions(of frame: Frame) -> [String: (room: Room, lines: Int)] {
        let screen = frame.sheet ?? frame.screen
        let chrome = chromeCount(of: frame)
        // A sheet's own rows are fewer by its title's line and the "↑ 3 more" over the screen under it.
        let room = height.map { max(3, $0 - chrome - (frame.sheet == nil ? 0 : 2)) }
        let screenLines = ScreenLines(renderer: self, numbering: numbering(screen))
        return screenLines.regionRows(screen.elements.splitActionBar().flowing, room: room).mapValues { measure in
            (Room(columns: innerWidth, rows: measure.rows), measure.lines)
        }
    }

    /// The window of `table` in `rows` lines of the screen: each row takes the lines it is drawn
    /// on (its picture's, or one, as a row's cells are cut to one line), and the footer its own.
    func rowWindow(of table: Table, rows: Int) -> RowWindow {
        let footer = table.footer.map { StyledLineWrap.lines(StyledLine($0), to: innerWidth).count } ?? 0
        return RowWindow(heights: table.rows.map { row in row.image.map { max(1, $0.rows) } ?? 1 }, lines: max(1, rows - footer))
    }

    /// The line of its region the table row `row` starts on, for the region to show it.
    func line(ofRow row: String, inTable table: String, region: Region, of frame: Frame) -> Int? {
        let screen = frame.sheet ?? frame.screen
        return ScreenLines(renderer: self, numbering: numbering(screen)).line(ofRow: row, inTable: table, among: region.children)
    }

    /// "3 more", in the renderer's language.
    func more(_ count: Int) -> String {
        FrameworkStrings.catalog.text("more", ["count": "\(count)"]).in(language)
    }

    private func numbering(_ screen: Screen) -> [TargetKey: Int] {
        Dictionary(Target.numbered(in: screen).map { (TargetKey($0.elementID, $0.itemID), $0.number) }) { first, _ in first }
    }

    /// The back title on the left and the screen's title centred. A title too long for the
    /// room beside the back title goes on over more lines, each centred.
    private func navigationBar(_ frame: Frame) -> [StyledLine] {
        let back = frame.backTitle.map { "‹ " + $0 } ?? ""
        let room = max(innerWidth / 2, innerWidth - 2 * TextWidth.of(back) - 2)
        return TextWidth.wrap(frame.screen.title, to: room).enumerated().flatMap { index, title in
            let leading = index == 0 ? back : ""
            let left = max(TextWidth.of(leading) + 1, (innerWidth - TextWidth.of(title)) / 2)
            let gap = String(repeating: " ", count: max(0, left - TextWidth.of(leading)))
            return fitted(StyledLine([Span(leading, foreground: Palette.accent), Span(gap + title)]))
        }
    }

    private func tabBar(_ tabs: [Frame.TabItem]) -> StyledLine {
        StyledLine(
            tabs.enumerated().flatMap { index, tab in
                [Span(index == 0 ? "" : "  "), tab.isSelected ? Span("[" + tab.title + "]", foreground: Palette.accent) : Span(" " + tab.title + " ")]
            })
    }

    private func alertLines(_ alert: AlertState) -> [StyledLine] {
        let inner = innerWidth - 4
        let titleLines = TextWidth.wrap(alert.title, to: inner - 2)
        let title = titleLines[0]
        let rule = String(repeating: "─", count: max(0, inner - 1 - TextWidth.of(title)))
        var lines = [StyledLine("┌─ " + title + " " + rule + "┐")]
        let body = alert.message.isEmpty ? [] : TextWidth.wrap(alert.message, to: inner)
        let buttons = alert.buttons.enumerated().map { "[\($0 + 1)] ⟨ \($1) ⟩" }.joined(separator: "  ")
        for text in titleLines.dropFirst() + body + TextWidth.wrap(buttons, to: inner) {
            let padding = String(repeating: " ", count: max(0, inner - TextWidth.of(text)))
            lines.append(StyledLine("│ " + text + padding + " │"))
        }
        lines.append(StyledLine("└" + String(repeating: "─", count: inner + 2) + "┘"))
        return lines
    }

    /// A content line as lines that fit the box: one too wide goes on over more lines, never cut.
    private func fitted(_ line: StyledLine) -> [StyledLine] {
        StyledLineWrap.lines(line, to: innerWidth)
    }

    /// One content line inside the box, padded to the inner width. Every string drawn passes
    /// here, so this is where controls in it are neutralised.
    private func boxed(_ line: StyledLine) -> String {
        let drawn = StyledLine(
            line.spans.map { span in
                var drawn = span
                drawn.text = Sanitized.drawn(span.text)
                return drawn
            })
        let plain = drawn.plainText
        let padding = String(repeating: " ", count: max(0, innerWidth - TextWidth.of(plain)))
        return "│ " + (colored ? ansi(drawn) : plain) + padding + " │"
    }

    func ansi(_ line: StyledLine) -> String {
        guard colored else { return line.plainText }
        return line.spans.map { span in
            var codes: [String] = []
            if let color = span.foreground { codes.append("38;2;\(color.red);\(color.green);\(color.blue)") }
            if let color = span.background { codes.append("48;2;\(color.red);\(color.green);\(color.blue)") }
            return codes.isEmpty ? span.text : "\u{1B}[" + codes.joined(separator: ";") + "m" + span.text + "\u{1B}[0m"
        }.joined()
    }
}

struct TargetKey: Hashable {
    let element: String
    let item: String?
    init(_ element: String, _ item: String?) {
        self.element = element
        self.item = item
    }
}

/// The colours tones and chrome map to on a colour terminal.
enum Palette {
    static let secondary = Color(red: 128, green: 128, blue: 128)
    static let accent = Color(red: 0, green: 175, blue: 255)
    static let success = Color(red: 0, green: 190, blue: 80)
    static let warning = Color(red: 230, green: 180, blue: 0)
    static let danger = Color(red: 230, green: 70, blue: 70)

    static func color(for tone: Tone) -> Color? {
        switch tone {
        case .plain: nil
        case .secondary: secondary
        case .accent: accent
        case .success: success
        case .warning: warning
        case .danger: danger
        }
    }
}
