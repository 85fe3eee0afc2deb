import Testing

@testable import ViperREPL

@Suite("Line buffer")
struct LineBufferTests {
    @Test func insertsAtTheCursorAndMovesByCharacter() {
        var buffer = LineBuffer("tp")
        buffer.moveLeft()
        buffer.insert("a")
        #expect(buffer.text == "tap")
        #expect(buffer.cursor == 2)
        buffer.moveEnd()
        buffer.insert(" é👍🏽")
        #expect(buffer.text == "tap é👍🏽")
        #expect(buffer.cursor == 6)
        buffer.backspace()
        #expect(buffer.text == "tap é")
    }

    @Test func aCombiningMarkJoinsTheCharacterBeforeIt() {
        var buffer = LineBuffer("e")
        buffer.insert("\u{301}")
        #expect(buffer.characters.count == 1)
        #expect(buffer.cursor == 1)
        buffer.backspace()
        #expect(buffer.text.isEmpty)
    }

    @Test func textJoinsItsNeighboursInTheMiddleOfTheLineToo() {
        var buffer = LineBuffer("ex")
        buffer.moveLeft()
        buffer.insert("\u{301}")
        #expect(buffer.characters == ["e\u{301}", "x"] && buffer.cursor == 1)
        buffer.moveEnd()
        buffer.insert("\u{1F1EB}")
        buffer.insert("\u{1F1F7}")
        #expect(buffer.characters.last == "🇫🇷" && buffer.characters.count == 3 && buffer.cursor == 3, "two regional indicators typed one by one are a flag")
        buffer.moveLeft()
        buffer.insert("\u{1F1EB}")
        #expect(buffer.characters.count == 4 && buffer.cursor == 3, "\(buffer.characters)")
    }

    @Test func backspaceDeleteAndMovesStopAtTheEnds() {
        var buffer = LineBuffer("ab")
        buffer.delete()
        buffer.moveRight()
        #expect(buffer.text == "ab" && buffer.cursor == 2)
        buffer.moveHome()
        buffer.backspace()
        buffer.moveLeft()
        #expect(buffer.text == "ab" && buffer.cursor == 0)
        buffer.delete()
        #expect(buffer.text == "b" && buffer.cursor == 0)
    }

    @Test func killsToTheEndToTheStartAndTheWordBefore() {
        var buffer = LineBuffer("open sea/ship  ")
        buffer.deleteWordBefore()
        #expect(buffer.text == "open ")
        buffer = LineBuffer("tap START now")
        for _ in 0..<4 { buffer.moveLeft() }
        var start = buffer
        buffer.deleteToEnd()
        #expect(buffer.text == "tap START" && buffer.cursor == 9)
        start.deleteToStart()
        #expect(start.text == " now" && start.cursor == 0)
    }

    @Test func renderRedrawsThePromptLineAndPutsTheCursorBackByDisplayWidth() {
        var buffer = LineBuffer("ab日本x")
        buffer.moveLeft()
        buffer.moveLeft()
        // "本x" takes three columns after the cursor.
        #expect(buffer.render(prompt: "viper> ", width: 80) == "\rviper> ab日本x\u{1B}[K\u{1B}[3D")
        let cyrillic = LineBuffer("привет")
        #expect(cyrillic.render(prompt: "> ", width: 80) == "\r> привет\u{1B}[K")
        var emoji = LineBuffer("🐟a")
        emoji.moveHome()
        #expect(emoji.render(prompt: "> ", width: 80) == "\r> 🐟a\u{1B}[K\u{1B}[3D")
    }

    @Test func aLineWiderThanTheTerminalScrollsSoTheCursorStaysInView() {
        var buffer = LineBuffer("0123456789日本")
        // Room after "> " on 12 columns, one kept for the cursor: 9.
        #expect(buffer.render(prompt: "> ", width: 12) == "\r> 56789日本\u{1B}[K")
        buffer.moveHome()
        #expect(buffer.render(prompt: "> ", width: 12) == "\r> 012345678\u{1B}[K\u{1B}[9D")
    }
}
