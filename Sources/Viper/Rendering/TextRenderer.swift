/// Draws a frame as text at a given width: a box with the navigation bar on top, the
/// screen, any sheet and alert below it, and the tab bar at the bottom. Interactive
/// elements carry the number a command can use (`[3] ⟨ Restart ⟩`).
///
/// Pure: the same frame, width and colour setting always give the same text.
public struct TextRenderer: Sendable {
    public let width: Int
    public let colored: Bool

    private let topBorder: String
    private let ruleBorder: String
    private let bottomBorder: String

    public init(width: Int = 80, colored: Bool = false) {
        self.width = max(24, width)
        self.colored = colored
        let line = String(repeating: "─", count: self.width - 2)
        topBorder = "╭" + line + "╮"
        ruleBorder = "├" + line + "┤"
        bottomBorder = "╰" + line + "╯"
    }

    var innerWidth: Int { width - 4 }

    public func render(_ frame: Frame) -> String {
        var output: [String] = []
        output.append(topBorder)
        output.append(boxed(navigationBar(frame)))
        output.append(ruleBorder)
        let covered = frame.alert != nil || frame.sheet != nil
        for line in ScreenLines(renderer: self, numbering: covered ? [:] : numbering(frame.screen)).lines(for: frame.screen.elements) {
            output.append(boxed(line))
        }
        if let sheet = frame.sheet {
            output.append(boxed(StyledLine([Span("── " + sheet.title + " ", foreground: Palette.accent)])))
            let sheetNumbers = frame.alert == nil ? numbering(sheet) : [:]
            for line in ScreenLines(renderer: self, numbering: sheetNumbers).lines(for: sheet.elements) {
                output.append(boxed(line))
            }
        }
        if let alert = frame.alert {
            output.append(contentsOf: alertLines(alert).map(boxed))
        }
        if !frame.tabs.isEmpty {
            output.append(ruleBorder)
            output.append(boxed(tabBar(frame.tabs)))
        }
        output.append(bottomBorder)
        return output.joined(separator: "\n")
    }

    private func numbering(_ screen: Screen) -> [TargetKey: Int] {
        Dictionary(Target.numbered(in: screen).map { (TargetKey($0.elementID, $0.itemID), $0.number) }) { first, _ in first }
    }

    private func navigationBar(_ frame: Frame) -> StyledLine {
        let back = frame.backTitle.map { "‹ " + $0 } ?? ""
        let title = TextWidth.truncate(frame.screen.title, to: max(1, innerWidth - 2 * TextWidth.of(back) - 2))
        let titleWidth = TextWidth.of(title)
        let left = max(TextWidth.of(back) + 1, (innerWidth - titleWidth) / 2)
        let gap = String(repeating: " ", count: max(0, left - TextWidth.of(back)))
        return StyledLine([Span(back, foreground: Palette.accent), Span(gap + title)])
    }

    private func tabBar(_ tabs: [Frame.TabItem]) -> StyledLine {
        StyledLine(tabs.enumerated().flatMap { index, tab in
            [Span(index == 0 ? "" : "  "), tab.isSelected ? Span("[" + tab.title + "]", foreground: Palette.accent) : Span(" " + tab.title + " ")]
        })
    }

    private func alertLines(_ alert: AlertState) -> [StyledLine] {
        let inner = innerWidth - 4
        let title = TextWidth.truncate(alert.title, to: inner - 2)
        let rule = String(repeating: "─", count: max(0, inner - 1 - TextWidth.of(title)))
        var lines = [StyledLine("┌─ " + title + " " + rule + "┐")]
        let body = alert.message.isEmpty ? [] : TextWidth.wrap(alert.message, to: inner)
        let buttons = alert.buttons.enumerated().map { "[\($0 + 1)] ⟨ \($1) ⟩" }.joined(separator: "  ")
        for text in body + TextWidth.wrap(buttons, to: inner) {
            let padding = String(repeating: " ", count: max(0, inner - TextWidth.of(text)))
            lines.append(StyledLine("│ " + text + padding + " │"))
        }
        lines.append(StyledLine("└" + String(repeating: "─", count: inner + 2) + "┘"))
        return lines
    }

    /// One content line inside the box, cut or padded to the inner width. Every string drawn
    /// passes here, so this is where controls in it are neutralised.
    private func boxed(_ line: StyledLine) -> String {
        var fitted = StyledLine(line.spans.map { span in
            var drawn = span
            drawn.text = Sanitized.drawn(span.text)
            return drawn
        })
        var width = fitted.spans.reduce(0) { $0 + TextWidth.of($1.text) }
        if width > innerWidth {
            fitted = Self.fit(fitted, to: innerWidth)
            width = TextWidth.of(fitted.plainText)
        }
        let padding = String(repeating: " ", count: max(0, innerWidth - width))
        return "│ " + ansi(fitted) + padding + " │"
    }

    /// The line cut to `columns`, ending in `…`. Only called for lines that are too wide.
    static func fit(_ line: StyledLine, to columns: Int) -> StyledLine {
        var spans: [Span] = []
        var remaining = columns - 1
        for span in line.spans {
            let width = TextWidth.of(span.text)
            if width <= remaining {
                spans.append(span)
                remaining -= width
            } else {
                var cut = span
                cut.text = String(TextWidth.truncate(span.text + "  ", to: remaining + 1).dropLast())
                spans.append(cut)
                break
            }
        }
        spans.append(Span("…"))
        return StyledLine(spans)
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
