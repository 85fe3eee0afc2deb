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
        // Text can join its neighbours into one cluster (a combining mark after a letter): the
        // inserted characters are counted again with the one before and the one after them,
        // never the whole line, so a pasted line costs no more than its length.
        let window = max(0, cursor - 1)..<min(characters.count, cursor + 1)
        let after = window.upperBound - cursor
        let joined = Array(String(characters[window.lowerBound..<cursor] + Array(text) + characters[cursor..<window.upperBound]))
        characters.replaceSubrange(window, with: joined)
        cursor = max(window.lowerBound, window.lowerBound + joined.count - after)
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

    /// Alt-B, Ctrl-Left: to the start of this word or the one before.
    mutating func moveWordLeft() { cursor = wordStart(before: cursor) }
    /// Alt-F, Ctrl-Right: to the end of this word or the next.
    mutating func moveWordRight() { cursor = wordEnd(after: cursor) }

    /// Ctrl-K: everything after the cursor goes; returns it, for Ctrl-Y.
    @discardableResult
    mutating func deleteToEnd() -> String {
        cut(cursor..<characters.count)
    }

    /// Ctrl-U: everything before the cursor goes.
    @discardableResult
    mutating func deleteToStart() -> String {
        cut(0..<cursor)
    }

    /// Ctrl-W: the word before the cursor goes, with the spaces after it.
    @discardableResult
    mutating func deleteWordBefore() -> String {
        cut(wordStart(before: cursor)..<cursor)
    }

    /// Alt-D: the word after the cursor goes, with the spaces before it.
    @discardableResult
    mutating func deleteWordAfter() -> String {
        cut(cursor..<wordEnd(after: cursor))
    }

    /// Ctrl-T: the character before the cursor and the one under it change places, and the
    /// cursor moves past both; at the end of the line, the last two change places.
    mutating func transpose() {
        guard characters.count >= 2, cursor > 0 else { return }
        let right = min(cursor, characters.count - 1)
        characters.swapAt(right - 1, right)
        cursor = right + 1
    }

    private mutating func cut(_ range: Range<Int>) -> String {
        let removed = String(characters[range])
        characters.removeSubrange(range)
        cursor = range.lowerBound
        return removed
    }

    private func wordStart(before index: Int) -> Int {
        var start = index
        while start > 0, characters[start - 1].isWhitespace { start -= 1 }
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        return start
    }

    private func wordEnd(after index: Int) -> Int {
        var end = index
        while end < characters.count, characters[end].isWhitespace { end += 1 }
        while end < characters.count, !characters[end].isWhitespace { end += 1 }
        return end
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
