import Viper

/// What the terminal should do after a key.
enum EditorAction: Equatable {
    /// Draw the line again (`LineEditor.render`).
    case redraw
    /// Tab found several ways to go on and could not add anything: show them under the line.
    case showChoices([String])
    /// The line is done (Enter); `remembered` when it went into the history (a line that fills
    /// a secret field does not).
    case submit(String, remembered: Bool)
    /// Ctrl-C: the line is dropped and a fresh one begins.
    case cancel
    /// Ctrl-L: the terminal is cleared, the screen and the line drawn again at its top.
    case clearScreen
    /// Ctrl-D on an empty line: no more input.
    case endOfInput
    /// Ctrl-Z: the process stops, as a shell's job does; `fg` brings it back and the screen is
    /// drawn again.
    case suspend
}

/// Edits one line with a history, key by key, without touching the terminal: the terminal
/// side (`TerminalLineEditor`) feeds it keys and draws what `render` says.
struct LineEditor {
    private(set) var buffer = LineBuffer()
    private(set) var history: History
    /// Which history line ↑/↓ shows; `history.lines.count` is the line being typed.
    private var browsing: Int
    /// The line being typed, kept while ↑ shows older ones; ↑ and ↓ show only the lines that
    /// start with it.
    private var draft = ""
    /// What Ctrl-K, Ctrl-U, Ctrl-W or Alt-D took last: Ctrl-Y puts it back.
    private var killed = ""
    private(set) var search: ReverseSearch?

    struct ReverseSearch: Equatable {
        var query = ""
        /// The history line found, if any.
        var match: Int?
    }

    private let language: Language

    init(history: History, language: Language = .en) {
        self.history = history
        self.language = language
        browsing = history.lines.count
    }

    /// Ready for the next line; a submitted line is added to the history.
    mutating func startLine() {
        buffer = LineBuffer()
        browsing = history.lines.count
        draft = ""
        search = nil
    }

    /// Applies a key; Tab completes with `words`, what the screen offers.
    mutating func handle(_ key: Key, completing words: ScreenWords = ScreenWords()) -> EditorAction {
        if search != nil { return handleSearch(key, completing: words) }
        switch key {
        case .tab: return complete(with: words)
        case .enter:
            let line = buffer.text
            let remembered = !words.fillsASecret(line)
            if remembered { history.add(line) }
            return .submit(line, remembered: remembered)
        case .control("c"): return .cancel
        case .control("l"): return .clearScreen
        case .control("z"): return .suspend
        case .control("d"):
            if buffer.characters.isEmpty { return .endOfInput }
            buffer.delete()
        case .control("r"): search = ReverseSearch()
        case .up, .control("p"): recall(older: true)
        case .down, .control("n"): recall(older: false)
        default: edit(key)
        }
        return .redraw
    }

    private mutating func edit(_ key: Key) {
        switch key {
        case .text(let text): buffer.insert(text)
        case .backspace, .control("h"): buffer.backspace()
        case .delete: buffer.delete()
        case .left, .control("b"): buffer.moveLeft()
        case .right, .control("f"): buffer.moveRight()
        case .home, .control("a"): buffer.moveHome()
        case .end, .control("e"): buffer.moveEnd()
        case .wordLeft, .alt("b"): buffer.moveWordLeft()
        case .wordRight, .alt("f"): buffer.moveWordRight()
        case .control("k"): killed = buffer.deleteToEnd()
        case .control("u"): killed = buffer.deleteToStart()
        case .control("w"): killed = buffer.deleteWordBefore()
        case .alt("d"): killed = buffer.deleteWordAfter()
        case .control("y"): buffer.insert(killed)
        case .control("t"): buffer.transpose()
        // A pasted block is one line of text: its line breaks become spaces, never Enter.
        case .paste(let text): buffer.insert(text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " "))
        default: break
        }
    }

    /// Shows the next older (or newer) history line that starts with the draft, or the draft
    /// itself past the newest; the draft is what was typed before ↑ was first pressed.
    private mutating func recall(older: Bool) {
        let newest = history.lines.count
        if browsing == newest { draft = buffer.text }
        var index = browsing
        repeat {
            index += older ? -1 : 1
        } while (0..<newest).contains(index) && !history.lines[index].hasPrefix(draft)
        guard (0...newest).contains(index) else { return }
        browsing = index
        buffer = LineBuffer(index == newest ? draft : history.lines[index])
    }

    private mutating func complete(with words: ScreenWords) -> EditorAction {
        guard let completion = Completion.of(buffer.textBeforeCursor, with: words) else { return .redraw }
        buffer.replaceTextBeforeCursor(with: completion.text)
        return completion.choices.isEmpty ? .redraw : .showChoices(completion.choices)
    }

    /// Ctrl-R: typing narrows to the newest line holding the query, Ctrl-R again looks further
    /// back, Enter runs the line found, Ctrl-G or Escape go back to the line as it was, and any
    /// other key takes the line found for editing.
    private mutating func handleSearch(_ key: Key, completing words: ScreenWords) -> EditorAction {
        guard var current = search else { return .redraw }
        switch key {
        case .text(let text):
            current.query += text
            current.match = history.lastIndex(containing: current.query, before: (current.match ?? history.lines.count) + 1)
        case .backspace, .control("h"):
            current.query = String(current.query.dropLast())
            current.match = current.query.isEmpty ? nil : history.lastIndex(containing: current.query, before: history.lines.count)
        case .control("r"):
            if let match = current.match, let older = history.lastIndex(containing: current.query, before: match) {
                current.match = older
            }
        case .control("g"), .escape:
            search = nil
            return .redraw
        case .control("c"):
            search = nil
            return .cancel
        default:
            search = nil
            if let match = current.match { buffer = LineBuffer(history.lines[match]) }
            return handle(key, completing: words)
        }
        search = current
        return .redraw
    }

    func render(prompt: String, width: Int) -> String {
        guard let search else { return buffer.render(prompt: prompt, width: width) }
        let found = search.match.map { history.lines[$0] } ?? ""
        let label =
            search.match == nil && !search.query.isEmpty
            ? REPLStrings.catalog.text("failingSearch")
            : REPLStrings.catalog.text("search")
        let query = Sanitized.text(search.query, limit: .max)
        return LineBuffer(found).render(prompt: "(\(label.in(language)))'\(query)': ", width: width)
    }
}
