import Testing

@testable import ViperREPL

/// The editing keys of a good shell, on the line editor.
@Suite("Line editing keys")
struct LineEditingKeysTests {
    func editor(typing text: String) -> LineEditor {
        var editor = LineEditor(history: History())
        _ = editor.handle(.text(text))
        return editor
    }

    @Test func altBAndFAndCtrlArrowsMoveByWord() {
        var editor = editor(typing: "type email rick@example.org")
        _ = editor.handle(.alt("b"))
        #expect(editor.buffer.cursor == 11)
        _ = editor.handle(.wordLeft)
        #expect(editor.buffer.cursor == 5)
        _ = editor.handle(.alt("f"))
        #expect(editor.buffer.cursor == 10)
        _ = editor.handle(.wordRight)
        #expect(editor.buffer.cursor == 27)
    }

    @Test func altDDeletesTheWordAfterAndCtrlYPutsBackWhatWasCutLast() {
        var editor = editor(typing: "tap Sign in")
        _ = editor.handle(.home)
        _ = editor.handle(.alt("d"))
        #expect(editor.buffer.text == " Sign in")
        _ = editor.handle(.end)
        _ = editor.handle(.control("y"))
        #expect(editor.buffer.text == " Sign intap")
        _ = editor.handle(.control("w"))
        _ = editor.handle(.home)
        _ = editor.handle(.control("y"))
        #expect(editor.buffer.text == "intap Sign ")
    }

    @Test func ctrlTTransposesTheTwoCharactersAtTheCursor() {
        var editor = editor(typing: "tpa")
        _ = editor.handle(.left)
        _ = editor.handle(.control("t"))
        #expect(editor.buffer.text == "tap")
        #expect(editor.buffer.cursor == 3)
        _ = editor.handle(.control("t"))
        #expect(editor.buffer.text == "tpa", "at the end, the last two change places")
    }

    @Test func aPasteIsInsertedAsTextAndNeverSubmitted() {
        var editor = editor(typing: "type note ")
        #expect(editor.handle(.paste("milk\nbread\r\neggs")) == .redraw)
        #expect(editor.buffer.text == "type note milk bread eggs")
    }

    @Test func ctrlZSuspends() {
        var editor = editor(typing: "look")
        #expect(editor.handle(.control("z")) == .suspend)
        #expect(editor.buffer.text == "look", "the line is still there when the session comes back")
    }
}
