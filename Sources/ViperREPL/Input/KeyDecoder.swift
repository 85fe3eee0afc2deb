/// A key as the line editor sees it.
enum Key: Equatable {
    case text(String)
    case enter, backspace, delete, tab
    case left, right, up, down, home, end
    /// Escape pressed alone.
    case escape
    /// Ctrl with a letter, the letter in lower case: `.control("a")` is Ctrl-A.
    case control(Character)
    /// Alt (or Escape, then) with a key, in lower case: `.alt("b")` is Alt-B.
    case alt(Character)
    /// Ctrl-Left and Ctrl-Right (Alt-Left and Alt-Right too): a word back, a word on.
    case wordLeft, wordRight
    /// A block pasted while the terminal brackets pastes: text, never keys to act on.
    case paste(String)
    /// An escape sequence the editor does not know, swallowed whole.
    case unknown
}

/// Turns the bytes a terminal sends into keys. A key split across reads waits for the rest:
/// feed what was read, and call `flush()` when no more came for a moment (a lone Escape).
struct KeyDecoder {
    private var pending: [UInt8] = []

    var isWaiting: Bool { !pending.isEmpty }

    mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        while let (key, length) = Self.decode(pending[...]) {
            pending.removeFirst(length)
            keys.append(key)
        }
        return keys
    }

    /// What is waiting, taken as complete: an Escape with nothing after it is the Escape key,
    /// a cut UTF-8 character is U+FFFD.
    mutating func flush() -> [Key] {
        defer { pending = [] }
        guard let first = pending.first else { return [] }
        if first == 0x1B {
            return pending.count == 1 ? [.escape] : [.unknown]
        }
        return [.text(String(decoding: pending, as: UTF8.self))]
    }

    /// The first key in `bytes` and how many bytes it took, or `nil` when it is not complete yet.
    private static func decode(_ bytes: ArraySlice<UInt8>) -> (Key, Int)? {
        guard let first = bytes.first else { return nil }
        switch first {
        case 0x1B: return escapeSequence(bytes)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x09: return (.tab, 1)
        case 0x01...0x1A: return (.control(Character(Unicode.Scalar(first + 0x60))), 1)
        case 0x00, 0x1C...0x1F: return (.unknown, 1)
        default: return text(bytes)
        }
    }

    /// One UTF-8 character (a byte that cannot start one is U+FFFD alone).
    private static func text(_ bytes: ArraySlice<UInt8>) -> (Key, Int)? {
        let first = bytes[bytes.startIndex]
        let length =
            switch first {
            case 0x00..<0x80: 1
            case 0xC2..<0xE0: 2
            case 0xE0..<0xF0: 3
            case 0xF0..<0xF5: 4
            default: 1
            }
        guard bytes.count >= length else { return nil }
        let character = bytes.prefix(length)
        // A continuation byte out of place ends the character early: decode what came.
        if let bad = character.dropFirst().firstIndex(where: { $0 & 0xC0 != 0x80 }) {
            return (.text("\u{FFFD}"), bad - bytes.startIndex)
        }
        return (.text(String(decoding: character, as: UTF8.self)), length)
    }

    /// `ESC [ …` (CSI: parameters, then a final byte from @ to ~) and `ESC O x` (SS3).
    private static func escapeSequence(_ bytes: ArraySlice<UInt8>) -> (Key, Int)? {
        let start = bytes.startIndex
        guard bytes.count >= 2 else { return nil }
        switch bytes[start + 1] {
        case UInt8(ascii: "["):
            guard let final = bytes.dropFirst(2).firstIndex(where: { (0x40...0x7E).contains($0) }) else {
                return nil
            }
            let parameters = String(decoding: bytes[(start + 2)..<final], as: UTF8.self)
            if parameters == "200", bytes[final] == UInt8(ascii: "~") {
                return paste(bytes, from: final + 1).map { key, end in (key, end - start) }
            }
            return (csiKey(parameters: parameters, final: bytes[final]), final - start + 1)
        case UInt8(ascii: "O"):
            guard bytes.count >= 3 else { return nil }
            return (ss3Key(bytes[start + 2]), 3)
        case 0x1B:
            return (.escape, 1)
        case 0x7F, 0x08:
            // Alt-Backspace deletes the word before, as Ctrl-W does.
            return (.control("w"), 2)
        case let byte where (0x20..<0x7F).contains(byte):
            return (.alt(Character(Unicode.Scalar(byte)).lowercased().first ?? " "), 2)
        default:
            return (.unknown, 1)
        }
    }

    /// What a bracketed paste sends after its opening `ESC [ 200 ~`: the text up to `ESC [ 201 ~`.
    private static let pasteEnd: [UInt8] = [0x1B, UInt8(ascii: "["), UInt8(ascii: "2"), UInt8(ascii: "0"), UInt8(ascii: "1"), UInt8(ascii: "~")]

    /// The pasted block after `start` (the byte after the opening) and the index past its end,
    /// or `nil` while its end has not come.
    private static func paste(_ bytes: ArraySlice<UInt8>, from start: Int) -> (Key, Int)? {
        let body = bytes[start...]
        guard let end = body.indices.first(where: { body[$0...].starts(with: pasteEnd) }) else { return nil }
        return (.paste(String(decoding: bytes[start..<end], as: UTF8.self)), end + pasteEnd.count)
    }

    private static func csiKey(parameters: String, final: UInt8) -> Key {
        switch (parameters, final) {
        case ("", UInt8(ascii: "A")): .up
        case ("", UInt8(ascii: "B")): .down
        case ("", UInt8(ascii: "C")): .right
        case ("", UInt8(ascii: "D")): .left
        case ("", UInt8(ascii: "H")): .home
        case ("", UInt8(ascii: "F")): .end
        case ("1", UInt8(ascii: "~")), ("7", UInt8(ascii: "~")): .home
        case ("4", UInt8(ascii: "~")), ("8", UInt8(ascii: "~")): .end
        case ("3", UInt8(ascii: "~")): .delete
        case ("1;5", UInt8(ascii: "D")), ("1;3", UInt8(ascii: "D")), ("5", UInt8(ascii: "D")): .wordLeft
        case ("1;5", UInt8(ascii: "C")), ("1;3", UInt8(ascii: "C")), ("5", UInt8(ascii: "C")): .wordRight
        default: .unknown
        }
    }

    private static func ss3Key(_ byte: UInt8) -> Key {
        switch byte {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        // rxvt's Ctrl-Left and Ctrl-Right.
        case UInt8(ascii: "d"): .wordLeft
        case UInt8(ascii: "c"): .wordRight
        default: .unknown
        }
    }
}
