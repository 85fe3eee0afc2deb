/// Splits a command line into words. Words are separated by spaces or tabs; single or
/// double quotes keep spaces in a word; a backslash inside double quotes escapes the
/// next character. A `#` that starts a word outside quotes starts a comment, to the end
/// of the line.
enum Lexer {
    static func words(in line: String) throws(CommandError) -> [String] {
        if let control = line.unicodeScalars.first(where: isControl) {
            throw .controlCharacter(control.value)
        }
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in line {
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
                break
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else {
                current.append(character)
                inWord = true
            }
        }
        if quote != nil || escaped { throw .unterminatedQuote }
        if inWord { words.append(current) }
        return words
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || scalar.value == 0x7F
    }
}
