/// How many terminal columns text takes: wide (East Asian, emoji) characters take two,
/// combining marks none, and a character holding a control one — the renderer draws it as
/// `Sanitized.placeholder`.
package enum TextWidth {
    /// The columns `string` takes on a terminal.
    package static func of(_ string: String) -> Int {
        // Nearly all text is scalars that are characters of their own whatever stands beside
        // them: narrow ones, CJK and kana, and emoji drawn as pictures. Counting those skips
        // splitting the text into characters; anything else (a mark, a joiner, a variation
        // selector, a flag's half) sends the whole text the long way.
        var width = 0
        for scalar in string.unicodeScalars {
            let value = scalar.value
            if isNarrow(value) {
                width += 1
            } else if isPlainWide(value) || isLoneEmoji(value) {
                width += 2
            } else {
                return widthByCharacter(string)
            }
        }
        return width
    }

    /// The pictographs block's emoji that are drawn as pictures on their own, found once.
    /// Flags' halves and skin tones are left out: they join the scalars beside them.
    private static let loneEmoji: [Bool] = emojiBlock.map { value in
        guard !(0x1F1E6...0x1F1FF).contains(value), !(0x1F3FB...0x1F3FF).contains(value), let scalar = Unicode.Scalar(value) else {
            return false
        }
        return scalar.properties.isEmojiPresentation
    }

    private static let emojiBlock: ClosedRange<UInt32> = 0x1F000...0x1FAFF

    private static func isLoneEmoji(_ value: UInt32) -> Bool {
        emojiBlock.contains(value) && loneEmoji[Int(value - emojiBlock.lowerBound)]
    }

    private static func widthByCharacter(_ string: String) -> Int {
        var width = 0
        for character in string { width += of(character) }
        return width
    }

    /// The columns `character` takes on a terminal: 0, 1 or 2.
    package static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.count == 1, isNarrow(first.value) { return 1 }
        if scalars.count == 1, isPlainWide(first.value) { return 2 }
        if Sanitized.isControl(character) { return 1 }
        if scalars.contains(where: { $0.value == 0xFE0F }) || first.properties.isEmojiPresentation { return 2 }
        if first.properties.generalCategory == .nonspacingMark || first.properties.generalCategory == .enclosingMark { return 0 }
        return isWide(first.value) ? 2 : 1
    }

    /// Ranges that are one column and hold no marks or emoji: ASCII, Latin, Cyrillic, general
    /// punctuation, box drawing and blocks — nearly all the text on a screen. Answering them
    /// without looking up Unicode properties makes rendering several times faster.
    private static func isNarrow(_ value: UInt32) -> Bool {
        switch value {
        case 0x20...0x7E, 0xA0...0x2FF, 0x400...0x482, 0x48A...0x52F, 0x2010...0x2027, 0x2030...0x205E,
            0x2190...0x21FF, 0x2500...0x259F, 0x27E8...0x27EB:
            true
        default:
            false
        }
    }

    /// Wide ranges with no marks or emoji in them: kana, CJK ideographs, Hangul, fullwidth forms.
    private static func isPlainWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x3041...0x3096, 0x309B...0x30FF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF60:
            true
        default:
            false
        }
    }

    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            true
        default:
            false
        }
    }

    /// The longest prefix that fits in `columns`, ending in `…` when something was cut.
    package static func truncate(_ string: String, to columns: Int) -> String {
        guard of(string) > columns else { return string }
        guard columns > 0 else { return "" }
        var result = ""
        var width = 0
        for character in string {
            let next = of(character)
            if width + next > columns - 1 { break }
            result.append(character)
            width += next
        }
        return result + "…"
    }

    /// Splits text into lines of at most `columns`, breaking at spaces where it can.
    package static func wrap(_ text: String, to columns: Int) -> [String] {
        let limit = max(1, columns)
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                var word = String(word)
                var wordWidth = of(word)
                let needed = lineWidth == 0 ? wordWidth : lineWidth + 1 + wordWidth
                if needed <= limit {
                    line += (lineWidth == 0 && line.isEmpty ? "" : " ") + word
                    lineWidth = needed
                    continue
                }
                if !line.isEmpty { lines.append(line) }
                while wordWidth > limit {
                    let head = prefix(of: word, fitting: limit)
                    lines.append(head)
                    word = String(word.dropFirst(head.count))
                    wordWidth = of(word)
                }
                line = word
                lineWidth = wordWidth
            }
            lines.append(line)
        }
        return lines
    }

    private static func prefix(of string: String, fitting columns: Int) -> String {
        var result = ""
        var width = 0
        for character in string {
            let next = of(character)
            if width + next > columns, !result.isEmpty { break }
            result.append(character)
            width += next
        }
        return result
    }
}
