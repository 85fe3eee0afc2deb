/// Makes text from outside — what a user typed, saved files, servers, other clients — safe
/// to print on a terminal. Some characters act on the terminal instead of being shown: C0
/// and C1 controls (ESC starts sequences that recolour, retitle or clear it; BEL rings) and
/// the bidirectional marks and overrides, which reorder the text around them.
package enum Sanitized {
    /// Whether the scalar would act on the terminal rather than be shown.
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x200E...0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// Whether any scalar of the character would act on the terminal.
    package static func isControl(_ character: Character) -> Bool {
        character.unicodeScalars.contains(where: isControl)
    }

    /// What a drawn character holding a control becomes: visible, one column wide.
    package static let placeholder: Character = "\u{FFFD}"

    /// The text as drawn on a screen: each character holding a control becomes `placeholder`,
    /// so the text keeps its width in columns.
    package static func drawn(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        return String(text.map { isControl($0) ? placeholder : $0 })
    }

    /// The text as echoed back to the user who typed it: controls written as escapes
    /// (`\u{1b}`) so they can see what they sent, and long text cut.
    package static func text(_ text: String, limit: Int = 200) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count >= limit {
                result += "…"
                break
            }
            if isControl(scalar) {
                result += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
            count += 1
        }
        return result
    }
}
