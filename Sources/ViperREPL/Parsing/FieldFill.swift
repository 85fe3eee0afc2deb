/// A line that fills a field or control, `type <field> <text>` or `set <control> <value>`, read
/// however its value is written (a quote left open, a control character), so a secret value
/// is masked even in a line that does not parse.
struct FieldFill {
    /// What stands for a secret value: always as long, so it tells nothing of the secret.
    static let mask = "••••••"

    /// The field or control as the line names it (its number, id or label); `nil` when its
    /// name cannot be read (a quote opened in it is never closed), the whole rest then masked.
    let field: String?
    private let line: String
    private let value: Substring

    init?(_ line: String) {
        guard let (verb, afterVerb) = Lexer.leadingWords(1, in: line), ["type", "set"].contains(verb[0].lowercased()) else { return nil }
        let named = Lexer.leadingWords(2, in: line)
        field = named?.words[1]
        self.line = line
        value = named?.rest ?? afterVerb
    }

    /// The line with its value masked.
    var masked: String {
        value.allSatisfy(\.isWhitespace) ? line : String(line[..<value.startIndex]) + Self.mask
    }
}
