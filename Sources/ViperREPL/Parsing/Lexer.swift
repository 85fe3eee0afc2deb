/// Splits a command line into words. Words are separated by spaces or tabs; single or
/// double quotes keep spaces in a word; a backslash inside double quotes escapes the
/// next character. A `#` that starts a word outside quotes starts a comment, to the end
/// of the line.
enum Lexer {
    static func words(in line: String) throws(CommandError) -> [String] {
        if let control = line.unicodeScalars.first(where: isControl) {
            throw .controlCharacter(control.value)
        }
        return try scan(line).words
    }

    /// The first `count` words and the rest of the line after them, whatever the rest holds (an
    /// unclosed quote, a control character); `nil` when the line has fewer words.
    static func leadingWords(_ count: Int, in line: String) -> (words: [String], rest: Substring)? {
        guard let (words, end) = try? scan(line, upTo: count), words.count == count else { return nil }
        return (words, line[end...])
    }

    /// The words up to `limit` of them, and where the scan stopped: after the space that ended
    /// the last one, or at the end of the line.
    private static func scan(_ line: String, upTo limit: Int = .max) throws(CommandError) -> (words: [String], end: String.Index) {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        var index = line.startIndex
        scanning: while index < line.endIndex, words.count < limit {
            let character = line[index]
            index = line.index(after: index)
            if escaped {
                current.append(character)
                escaped = false
            } else if let open = quote {
                if character == open {
                    quote = nil
                } else if character == "\\" && open == "\"" {
                    escaped = true
                } else {
                    current.append(character)
                }
            } else if character == " " || character == "\t" {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else if character == "#" && !inWord {
                break scanning
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else {
                current.append(character)
                inWord = true
            }
        }
        guard words.count < limit else { return (words, index) }
        if quote != nil || escaped { throw .unterminatedQuote }
        if inWord { words.append(current) }
        return (words, line.endIndex)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || scalar.value == 0x7F
    }
}
