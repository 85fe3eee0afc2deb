/// A piece of a template: text, `{{var}}`, `{{#var}}` / `{{^var}}` (open a block), `{{/var}}` (close it).
enum TemplateToken: Equatable, Sendable {
    case text(String)
    case variable(String, line: Int)
    case open(String, inverted: Bool, line: Int)
    case close(String, line: Int)

    var isBlockTag: Bool {
        switch self {
        case .open, .close: return true
        case .text, .variable: return false
        }
    }
}

/// Splits a template into tokens, line by line (a tag never spans lines).
/// A line holding only one block tag (and whitespace) yields just that tag: the line disappears from the output.
enum TemplateTokenizer {
    static func tokenize(_ template: String, source: String) throws(GeneratorError) -> [TemplateToken] {
        var tokens: [TemplateToken] = []
        let lines = template.splitLines
        for (index, line) in lines.enumerated() {
            let pieces = try tokenize(line: line, number: index + 1, source: source)
            let tags = pieces.filter { if case .text = $0 { return false } else { return true } }
            if tags.count == 1, let tag = tags.first, tag.isBlockTag, pieces.allSatisfy(isBlankOrTag) {
                tokens.append(tag)
                continue
            }
            tokens += pieces
            if index < lines.count - 1 { tokens.append(.text("\n")) }
        }
        return tokens
    }

    private static func tokenize(line: String, number: Int, source: String) throws(GeneratorError) -> [TemplateToken] {
        var pieces: [TemplateToken] = []
        var rest = line[...]
        while let open = rest.firstRange(of: "{{") {
            if open.lowerBound > rest.startIndex { pieces.append(.text(String(rest[..<open.lowerBound]))) }
            let afterOpen = rest[open.upperBound...]
            guard let close = afterOpen.firstRange(of: "}}") else {
                throw .malformedTag(String(rest[open.lowerBound...]), file: source, line: number)
            }
            let tag = String(rest[open.lowerBound..<close.upperBound])
            pieces.append(try parseTag(afterOpen[..<close.lowerBound], raw: tag, line: number, source: source))
            rest = afterOpen[close.upperBound...]
        }
        if !rest.isEmpty { pieces.append(.text(String(rest))) }
        return pieces
    }

    private static func parseTag(
        _ content: Substring,
        raw: String,
        line: Int,
        source: String
    ) throws(GeneratorError) -> TemplateToken {
        let trimmed = content.trimmingSpaces
        let sigil = trimmed.first
        let name = ["#", "^", "/"].contains(sigil) ? String(trimmed.dropFirst()).trimmingSpaces : trimmed
        guard TemplateVariables.isIdentifier(name) else { throw .malformedTag(raw, file: source, line: line) }
        switch sigil {
        case "#": return .open(name, inverted: false, line: line)
        case "^": return .open(name, inverted: true, line: line)
        case "/": return .close(name, line: line)
        default: return .variable(name, line: line)
        }
    }

    private static func isBlankOrTag(_ token: TemplateToken) -> Bool {
        guard case .text(let text) = token else { return true }
        return text.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
    }
}

extension StringProtocol {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
