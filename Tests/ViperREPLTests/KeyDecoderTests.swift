import Testing

@testable import ViperREPL

@Suite("Key decoder")
struct KeyDecoderTests {
    func keys(_ bytes: [UInt8]) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.feed(bytes)
    }

    @Test func decodesTextEnterBackspaceAndControlKeys() {
        #expect(keys(Array("hé日".utf8)) == [.text("h"), .text("é"), .text("日")])
        #expect(keys([0x0D, 0x0A, 0x7F, 0x08, 0x09]) == [.enter, .enter, .backspace, .backspace, .tab])
        #expect(
            keys([0x01, 0x05, 0x0B, 0x12, 0x15, 0x17, 0x07]) == [
                .control("a"), .control("e"), .control("k"), .control("r"), .control("u"), .control("w"), .control("g"),
            ])
    }

    @Test func decodesArrowsHomeEndAndDeleteInBothForms() {
        let esc: UInt8 = 0x1B
        let bytes: [[UInt8]] = [
            [esc, 0x5B, 0x41], [esc, 0x5B, 0x42], [esc, 0x5B, 0x43], [esc, 0x5B, 0x44],
            [esc, 0x5B, 0x48], [esc, 0x5B, 0x46], [esc, 0x4F, 0x48], [esc, 0x4F, 0x46],
            Array("\u{1B}[1~".utf8), Array("\u{1B}[4~".utf8), Array("\u{1B}[3~".utf8),
        ]
        #expect(keys(bytes.flatMap { $0 }) == [.up, .down, .right, .left, .home, .end, .home, .end, .home, .end, .delete])
    }

    @Test func anUnknownSequenceIsSwallowedWhole() {
        // F5 means nothing here; the text after it still comes through.
        #expect(keys(Array("\u{1B}[15~x".utf8)) == [.unknown, .text("x")])
    }

    @Test func altWithALetterAndCtrlOrAltWithAnArrowAreKeysOfTheirOwn() {
        let typed = "\u{1B}b\u{1B}F\u{1B}d\u{1B}[1;5D\u{1B}[1;5C\u{1B}[1;3D\u{1B}Oc\u{1B}\u{7F}"
        #expect(keys(Array(typed.utf8)) == [.alt("b"), .alt("f"), .alt("d"), .wordLeft, .wordRight, .wordLeft, .wordRight, .control("w")])
    }

    @Test func aBracketedPasteIsOneBlockOfTextEvenSplitAcrossReads() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~tap 1\rlo".utf8)) == [])
        #expect(decoder.feed(Array("ok\n\u{1B}[201~x".utf8)) == [.paste("tap 1\rlook\n"), .text("x")])
    }

    @Test func aKeySplitAcrossReadsWaitsForTheRest() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.feed([0x5B]) == [])
        #expect(decoder.feed([0x41, 0xD0]) == [.up])
        #expect(decoder.isWaiting)
        #expect(decoder.feed([0xB6, 0x1B, 0x5B, 0x33]) == [.text("ж")])
        #expect(decoder.feed([0x7E]) == [.delete])
        #expect(!decoder.isWaiting)
    }

    @Test func escapeAloneIsTheEscapeKeyOnceNothingFollows() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.isWaiting)
    }

    @Test func badUTF8BecomesTheReplacementCharacter() {
        #expect(keys([0xFF, 0xC3, 0x41]) == [.text("\u{FFFD}"), .text("\u{FFFD}"), .text("A")])
    }
}
