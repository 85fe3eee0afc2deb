import EventMapAPI
import Foundation
import Viper

/// What the server accepts as text from a client: no control characters (a description may
/// have line breaks and tabs) and no bidirectional overrides, which can make a title read
/// differently from what it holds; dates strictly `YYYY-MM-DD` from 1900 on.
enum InputRules {
    /// Refuses `text` for `field` with a reason naming it.
    static func checkPlain(_ text: String, field: String, allowingLineBreaks: Bool = false) throws(EventsError) {
        if let reason = problem(in: text, allowingLineBreaks: allowingLineBreaks) { throw .invalidField(field, reason) }
    }

    static func problem(in text: String, allowingLineBreaks: Bool = false) -> String? {
        for scalar in text.unicodeScalars {
            if allowingLineBreaks, scalar == "\n" || scalar == "\t" || scalar == "\r" { continue }
            if scalar.properties.generalCategory == .control { return TextRule.noControlCharacters.rawValue }
            if isDirectionOverride(scalar) { return TextRule.noDirectionOverrides.rawValue }
        }
        return nil
    }

    /// U+202A–U+202E (embeddings and overrides) and U+2066–U+2069 (isolates).
    static func isDirectionOverride(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }

    /// The date when `text` is exactly `YYYY-MM-DD`, a real day.
    static func strictDate(_ text: String) -> Date? {
        let shape =
            text.utf8.count == 10
            && text.enumerated().allSatisfy { index, character in
                index == 4 || index == 7 ? character == "-" : character.isASCII && character.isNumber
            }
        return shape ? ISODate.parse(text, includesTime: false) : nil
    }

    static func checkPassword(_ password: String, minimum: Int, maximumBytes: Int) throws(EventsError) {
        guard password.unicodeScalars.count >= minimum else { throw .shortPassword(minimum: minimum) }
        guard password.utf8.count <= maximumBytes else { throw .longPassword(maximumBytes: maximumBytes) }
        guard password.unicodeScalars.allSatisfy({ $0.properties.generalCategory != .control }) else {
            throw .invalidField("password", TextRule.noControlCharacters.rawValue)
        }
        guard password.unicodeScalars.contains(where: { !$0.properties.isWhitespace }) else { throw .invalidField("password", TextRule.notOnlySpaces.rawValue) }
    }
}
