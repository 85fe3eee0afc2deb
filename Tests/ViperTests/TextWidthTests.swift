import Testing

@testable import Viper

@Suite("TextWidth")
struct TextWidthTests {
    @Test("columns taken by ASCII, Cyrillic, CJK, emoji and combining marks")
    func widths() {
        #expect(TextWidth.of("hello") == 5)
        #expect(TextWidth.of("") == 0)
        #expect(TextWidth.of("Привет") == 6)
        #expect(TextWidth.of("日本語") == 6)
        #expect(TextWidth.of("한국") == 4)
        #expect(TextWidth.of("ｱ") == 1) // half-width katakana
        #expect(TextWidth.of("Ａ") == 2) // full-width Latin
        #expect(TextWidth.of("😀") == 2)
        #expect(TextWidth.of("👍🏽") == 2)
        #expect(TextWidth.of("👨‍👩‍👧") == 2)
        #expect(TextWidth.of("🇺🇦") == 2)
        #expect(TextWidth.of("❤️") == 2)
        #expect(TextWidth.of("☀") == 1)
        #expect(TextWidth.of("e\u{301}") == 1)
        #expect(TextWidth.of("Ёжик\u{0308}") == 4)
        #expect(TextWidth.of("\u{301}") == 0)
        #expect(TextWidth.of("a\u{7}b") == 3, "a control is drawn as a one-column placeholder")
    }

    /// A text is counted scalar by scalar where it can be; mixed with what joins scalars into
    /// one character, it must still come to the sum of its characters' widths.
    @Test(arguments: [
        "🐧🐧・🐧", "a🐧b 🐋", "🐧👍🏽🐧", "🐋🇷🇺", "x👨‍👩‍👧y", "🐧❤️", "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}!",
        "가\u{11A8}나", "カ\u{3099}キ", "🐧\u{FE0E}", "ёж🐧\u{301}",
    ])
    func mixedTextComesToItsCharactersWidths(text: String) {
        #expect(TextWidth.of(text) == text.reduce(0) { $0 + TextWidth.of($1) })
    }

    @Test("wrap breaks at spaces and keeps every line within the width")
    func wrap() {
        #expect(TextWidth.wrap("the quick brown fox jumps", to: 10) == ["the quick", "brown fox", "jumps"])
        #expect(TextWidth.wrap("one\ntwo three", to: 20) == ["one", "two three"])
        #expect(TextWidth.wrap("", to: 5) == [""])
        #expect(TextWidth.wrap("short", to: 5) == ["short"])
    }

    @Test("a word longer than the width is split")
    func wrapLongWord() {
        #expect(TextWidth.wrap("abcdefghij", to: 4) == ["abcd", "efgh", "ij"])
        #expect(TextWidth.wrap("go abcdefghij", to: 4) == ["go", "abcd", "efgh", "ij"])
    }

    @Test("wrap counts wide characters as two columns")
    func wrapWide() {
        let lines = TextWidth.wrap("日本語テキスト 😀😀😀", to: 5)
        #expect(lines == ["日本", "語テ", "キス", "ト", "😀😀", "😀"])
        #expect(lines.allSatisfy { TextWidth.of($0) <= 5 })
    }

    @Test("truncate keeps what fits and ends with … when it cut")
    func truncate() {
        #expect(TextWidth.truncate("Hello, world", to: 8) == "Hello, …")
        #expect(TextWidth.truncate("Hello", to: 5) == "Hello")
        #expect(TextWidth.truncate("日本語", to: 4) == "日…")
        #expect(TextWidth.truncate("😀😀😀", to: 5) == "😀😀…")
        #expect(TextWidth.truncate("abc", to: 1) == "…")
        #expect(TextWidth.truncate("abc", to: 0) == "")
        for columns in 1...12 {
            #expect(TextWidth.of(TextWidth.truncate("Ёлка 🎄 日本 tree", to: columns)) <= columns)
        }
    }
}
