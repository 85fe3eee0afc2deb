import Foundation
import Testing
import ViperTesting

@testable import ViperREPL

/// Controls the user did not mean to send the terminal — typed, pasted, recalled from the history,
/// or given on the command line — are shown as escapes, never written as they are.
@Suite("Control characters reach the terminal as escapes")
struct ControlCharacterTests {
    /// One of each kind: C0 (ESC, BEL), DEL, C1 (CSI, NEL), the marks and overrides of bidi text.
    static let controls = ["\u{1B}", "\u{07}", "\u{7F}", "\u{9B}", "\u{85}", "\u{200E}", "\u{200F}", "\u{202A}", "\u{202E}", "\u{2066}", "\u{2069}"]

    /// The scalars of `text` that act on a terminal, leaving out the editor's own sequences
    /// (carriage return, erase to the end, cursor back).
    static func strayControls(in text: String) -> [Unicode.Scalar] {
        let own = #/\r|\x{1B}\[K|\x{1B}\[\d+D/#
        return text.replacing(own, with: "").unicodeScalars.filter {
            $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || [0x200E, 0x200F].contains($0.value)
                || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
        }
    }

    @Test(arguments: controls)
    func aTypedOrPastedControlIsDrawnAsAnEscapeWithTheCursorInItsPlace(control: String) {
        var editor = LineEditor(history: History())
        _ = editor.handle(.text("tap a\(control)b"))
        _ = editor.handle(.left)
        let drawn = editor.render(prompt: "> ", width: 80)
        #expect(Self.strayControls(in: drawn).isEmpty, "\(drawn.debugDescription)")
        let escape = "\\u{\(String(control.unicodeScalars.first!.value, radix: 16))}"
        #expect(drawn == "\r> tap a\(escape)b\u{1B}[K\u{1B}[1D")
        #expect(editor.buffer.text == "tap a\(control)b", "the line itself keeps what was typed")
    }

    @Test func aRecalledOrSearchedLineHoldingControlsIsDrawnWithEscapes() {
        var editor = LineEditor(history: History(lines: ["tap \u{1B}[2J\u{202E}x"]))
        _ = editor.handle(.up)
        #expect(Self.strayControls(in: editor.render(prompt: "> ", width: 80)).isEmpty)
        editor.startLine()
        _ = editor.handle(.control("r"))
        _ = editor.handle(.text("tap"))
        #expect(Self.strayControls(in: editor.render(prompt: "> ", width: 80)).isEmpty)
    }

    @Test func pastedControlsAtATerminalComeBackAsEscapes() async throws {
        let temporary = try TemporaryFolder(prefix: "viper-tty")
        defer { withExtendedLifetime(temporary) {} }
        let terminal = try PseudoTerminal.viper(["seaworld"], in: temporary.url)
        #expect(await terminal.waitUntil { $0.contains("seaworld> ") })
        let before = terminal.output.count
        terminal.type("tap \u{202E}x\u{9B}2J!")
        #expect(await terminal.waitUntil { $0.hasSuffix("!") || $0.hasSuffix("!\u{1B}[K") })
        let typed = String(terminal.output.dropFirst(before))
        #expect(Self.strayControls(in: typed).isEmpty, "\(typed.debugDescription)")
        #expect(typed.contains("tap \\u{202e}x\\u{9b}2J!"))
        terminal.type("\u{15}quit\r")
        #expect(await terminal.waitForExit())
    }

    @Test func errorsAtLaunchShowControlsAsEscapes() async throws {
        let folder = try TemporaryFolder()
        let hostile = "x\u{1B}]0;owned\u{07}\u{1B}[2J\u{9B}31m\u{202E}"
        let launches: [[String]] = [
            ["foo" + hostile],
            ["seaworld", "--seed", hostile],
            ["seaworld", "--bogus" + hostile],
            ["seaworld", "extra" + hostile],
            ["seaworld", "--script", folder.url.path + "/missing" + hostile],
            ["rickandmorty", "--replay", folder.url.path + "/" + hostile],
        ]
        for arguments in launches {
            let result = try await ViperProcess.run(arguments + ["--data-dir", folder.url.path])
            #expect(result.status != 0, "\(arguments)")
            #expect(!result.errors.isEmpty, "\(arguments)")
            #expect(Self.strayControls(in: result.errors.replacingOccurrences(of: "\n", with: "")).isEmpty, "\(result.errors.debugDescription)")
        }
    }
}
