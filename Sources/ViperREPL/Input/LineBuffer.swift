import Viper

/// The line being typed and where the cursor is in it, counted in characters (grapheme
/// clusters), so an edit never splits an accented letter or an emoji.
struct LineBuffer: Equatable {
    private(set) var characters: [Character]
    /// Characters before the cursor: 0 is the start, `characters.count` the end.
    private(set) var cursor: Int

    init(_ text: String = "") {
        characters = Array(text)
        cursor = characters.count
    }

    var text: String { String(characters) }

    var textBeforeCursor: String { String(characters[..<cursor]) }

    /// What Tab does: the text before the cursor becomes `text`, the cursor stays after it.
    mutating func replaceTextBeforeCursor(with text: String) {
        let after = characters[cursor...]
        characters = Array(text) + after
        cursor = characters.count - after.count
    }

    mutating func insert(_ text: String) {
        let inserted = Array(text)
        characters.insert(contentsOf: inserted, at: cursor)
        cursor += inserted.count
        // Text can join the character before it into one cluster (a combining mark); count again.
        let joined = Array(String(characters))
        if joined.count != characters.count {
            cursor -= characters.count - joined.count
            characters = joined
        }
    }

    mutating func backspace() {
        guard cursor > 0 else { return }
        cursor -= 1
        characters.remove(at: cursor)
    }

    mutating func delete() {
        guard cursor < characters.count else { return }
        characters.remove(at: cursor)
    }

    mutating func moveLeft() { cursor = max(0, cursor - 1) }
    mutating func moveRight() { cursor = min(characters.count, cursor + 1) }
    mutating func moveHome() { cursor = 0 }
    mutating func moveEnd() { cursor = characters.count }

    /// Ctrl-K: everything after the cursor goes.
    mutating func deleteToEnd() {
        characters.removeSubrange(cursor...)
    }

    /// Ctrl-U: everything before the cursor goes.
    mutating func deleteToStart() {
        characters.removeSubrange(..<cursor)
        cursor = 0
    }

    /// Ctrl-W: the word before the cursor goes, with the spaces after it.
    mutating func deleteWordBefore() {
        var start = cursor
        while start > 0, characters[start - 1].isWhitespace { start -= 1 }
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        characters.removeSubrange(start..<cursor)
        cursor = start
    }

    /// What to write to draw `prompt` and the line over the terminal's current line, the
    /// cursor left in its place. A line wider than `width` columns scrolls sideways so the
    /// cursor stays in view: the line never wraps, so the next redraw finds it where it was.
    /// A control typed or pasted is drawn as its escape (`\u{1b}`), never sent to the terminal.
    func render(prompt: String, width: Int) -> String {
        let room = max(1, width - TextWidth.of(prompt) - 1)
        // Only the characters in view are looked at, so a long pasted line costs no more a key.
        let (start, end) = visibleRange(room: room)
        let after = (cursor..<end).map(shown).joined()
        var output = "\r" + prompt + (start..<cursor).map(shown).joined() + after + "\u{1B}[K"
        let back = TextWidth.of(after)
        if back > 0 { output += "\u{1B}[\(back)D" }
        return output
    }

    /// The character at `index` as drawn: a control as its escape.
    private func shown(_ index: Int) -> String {
        Sanitized.text(String(characters[index]), limit: .max)
    }

    /// The characters shown: as many before the cursor as fit, then as many after.
    private func visibleRange(room: Int) -> (Int, Int) {
        var used = 0
        var start = cursor
        while start > 0, used + TextWidth.of(shown(start - 1)) <= room {
            start -= 1
            used += TextWidth.of(shown(start))
        }
        var end = cursor
        while end < characters.count, used + TextWidth.of(shown(end)) <= room {
            used += TextWidth.of(shown(end))
            end += 1
        }
        return (start, end)
    }
}
