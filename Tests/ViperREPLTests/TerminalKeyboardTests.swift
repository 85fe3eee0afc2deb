import Foundation
import Testing
import ViperTesting

#if canImport(Glibc)
    import Glibc
#endif

/// The real `viper` at a terminal: a pseudo-terminal stands for the keyboard and the screen.
@Suite("Typing at a terminal")
struct TerminalKeyboardTests {
    @Test func upRecallsThePreviousCommandAndEnterRunsItAgain() async throws {
        let temporary = try TemporaryFolder(prefix: "viper-tty")
        defer { withExtendedLifetime(temporary) {} }
        let folder = temporary.url
        let terminal = try PseudoTerminal.viper(["seaworld"], in: folder)
        let helpLine = "print the navigation state"
        let prompt = "seaworld> "
        // The process runs on its own, so the test can only wait for what it prints; each wait
        // has a deadline so a broken editor fails the test instead of hanging it.
        #expect(await terminal.waitUntil { $0.contains(prompt) })
        terminal.type("help\r")
        // Up is sent once the prompt is back after the help: the editor is reading keys again.
        #expect(await terminal.waitUntil { $0.components(separatedBy: helpLine).last?.contains(prompt) == true })
        terminal.type("\u{1B}[A\r")
        #expect(await terminal.waitUntil { $0.components(separatedBy: helpLine).count == 3 })
        terminal.type("quit\r")
        #expect(await terminal.waitForExit())
        #expect(!terminal.output.contains("^[[A"))

        let history = folder.appendingPathComponent("repl/history")
        #expect(try String(contentsOf: history, encoding: .utf8) == "help\nquit\n")
        let mode = try FileManager.default.attributesOfItem(atPath: history.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func aPastedBlockIsOneLineOfTextNeverRunLineByLine() async throws {
        let temporary = try TemporaryFolder(prefix: "viper-tty")
        defer { withExtendedLifetime(temporary) {} }
        let terminal = try PseudoTerminal.viper(["seaworld"], in: temporary.url)
        #expect(await terminal.waitUntil { $0.contains("seaworld> ") })
        #expect(terminal.output.contains("\u{1B}[?2004h"), "the terminal is asked to bracket pastes")
        terminal.type("\u{1B}[200~tree\rlook\n\u{1B}[201~")
        terminal.type("\r")
        #expect(await terminal.waitUntil { $0.contains("error: usage: tree") })
        #expect(!terminal.output.contains("stack: seaworld.sea"), "the pasted tree never ran on its own")
        terminal.type("quit\r")
        #expect(await terminal.waitUntil { $0.contains("\u{1B}[?2004l") }, "and to stop bracketing them at the end")
        #expect(await terminal.waitForExit())
    }

    /// Under a shell with job control, as a person runs it: `setsid -c` makes the terminal the
    /// shell's own, so Ctrl-Z stops the job and `fg` brings it back.
    @Test func ctrlZStopsTheREPLAndFgDrawsItsScreenAgain() async throws {
        let temporary = try TemporaryFolder(prefix: "viper-tty")
        defer { withExtendedLifetime(temporary) {} }
        let shell = try PseudoTerminal(
            URL(fileURLWithPath: "/usr/bin/setsid"), ["-c", "/bin/bash", "--norc", "--noprofile", "-i"],
            environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "xterm", "HOME": temporary.url.path, "PS1": "$ "]
        )
        shell.type("'\(try ViperProcess.executable.path)' seaworld --no-color --data-dir '\(temporary.url.path)'\r")
        #expect(await shell.waitUntil { $0.contains("seaworld> ") })
        shell.type("\u{1A}")
        #expect(await shell.waitUntil { $0.contains("Stopped") }, "the shell has the job stopped")
        let framesBefore = shell.output.components(separatedBy: "Sea World").count
        shell.type("fg\r")
        #expect(await shell.waitUntil { $0.components(separatedBy: "Sea World").count > framesBefore }, "fg draws the screen again")
        shell.type("quit\r")
        #expect(await shell.waitUntil { $0.hasSuffix("$ ") }, "the job ended and the shell is back")
        shell.type("exit\r")
        #expect(await shell.waitForExit())
    }

    @Test func altBMovesAWordBackAtARealTerminal() async throws {
        let temporary = try TemporaryFolder(prefix: "viper-tty")
        defer { withExtendedLifetime(temporary) {} }
        let terminal = try PseudoTerminal.viper(["seaworld"], in: temporary.url)
        #expect(await terminal.waitUntil { $0.contains("seaworld> ") })
        // "ree" then Alt-B (to its start), "t", End: the line is "tree".
        terminal.type("ree\u{1B}bt\u{1B}[F\r")
        #expect(await terminal.waitUntil { $0.contains("stack: seaworld.sea") })
        terminal.type("quit\r")
        #expect(await terminal.waitForExit())
    }

    @Test func aScriptAtATerminalAndAPipeNeitherReadNorWriteTheHistory() async throws {
        let temporary = try TemporaryFolder(prefix: "viper-tty")
        defer { withExtendedLifetime(temporary) {} }
        let folder = temporary.url
        let history = folder.appendingPathComponent("repl/history")
        try FileManager.default.createDirectory(at: history.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "look\n".write(to: history, atomically: true, encoding: .utf8)
        let script = folder.appendingPathComponent("demo.viper")
        try "help\ntap 1\n".write(to: script, atomically: true, encoding: .utf8)

        let terminal = try PseudoTerminal.viper(["seaworld", "--script", script.path], in: folder)
        #expect(await terminal.waitForExit())
        #expect(terminal.output.contains("> tap 1"))
        let piped = try await ViperProcess.run(["seaworld", "--data-dir", folder.path], input: Data("help\nquit\n".utf8))
        #expect(piped.status == 0)
        #expect(try String(contentsOf: history, encoding: .utf8) == "look\n")
    }

    @Test(arguments: [nil, SIGTERM, SIGINT])
    func theTerminalIsCookedAgainAfterQuitAndAfterASignal(signal: Int32?) async throws {
        let temporary = try TemporaryFolder(prefix: "viper-tty")
        defer { withExtendedLifetime(temporary) {} }
        let folder = temporary.url
        let terminal = try PseudoTerminal.viper(["seaworld"], in: folder)
        #expect(await terminal.waitUntil { $0.contains("seaworld> ") })
        #expect(!terminal.isCooked)
        if let signal {
            terminal.send(signal)
        } else {
            terminal.type("quit\r")
        }
        #expect(await terminal.waitForExit())
        #expect(terminal.isCooked)
    }
}

/// Tab, and frames that arrive by themselves while a line is typed.
@Suite("Completing and live frames at a terminal")
struct TerminalLiveTests {
    /// `viper arguments…` at a terminal of that size; the folder holds its data while the test runs.
    static func start(_ arguments: [String], columns: Int = 80, rows: Int = 24) throws -> (PseudoTerminal, TemporaryFolder) {
        let folder = try TemporaryFolder(prefix: "viper-tty")
        return (try PseudoTerminal.viper(arguments, in: folder.url, columns: columns, rows: rows), folder)
    }

    /// A Darts game started at a 100×45 terminal, its countdown at 15 s and the prompt empty.
    static func startDartsGame() async throws -> (PseudoTerminal, TemporaryFolder) {
        let (terminal, folder) = try start(["darts"], columns: 100, rows: 45)
        #expect(await terminal.waitUntilScreen { $0.textBeforeCursor == "darts> " })
        terminal.type("tap 1\r")
        #expect(await terminal.waitUntilScreen { $0.screenText.contains("Time left: 15 s") && $0.textBeforeCursor == "darts> " })
        return (terminal, folder)
    }

    /// What the terminal showed once the first frame with `marker` was drawn, up to its prompt.
    static func screen(in output: String, at marker: String, columns: Int, rows: Int) -> TerminalEmulator? {
        guard let mark = output.range(of: marker), let prompt = output.range(of: "darts> ", range: mark.upperBound..<output.endIndex) else { return nil }
        return TerminalEmulator(columns: columns, rows: rows, showing: String(output[..<prompt.upperBound]))
    }

    @Test("a line wider than the terminal stays on screen whole once sent (the sideways window cut its start)")
    func aLongLineStaysWholeOnceSent() async throws {
        let (terminal, folder) = try Self.start(["darts"], columns: 40, rows: 20)
        defer { withExtendedLifetime(folder) {} }
        #expect(await terminal.waitUntilScreen { $0.textBeforeCursor == "darts> " })
        terminal.type("set Attempts -9223372036854775808\r")
        #expect(await terminal.waitUntil { $0.contains("error:") })
        let screen = terminal.screen.screenText
        #expect(screen.contains("darts> set Attempts -92233720368547758"), "\(screen)")
        terminal.type("quit\r")
        #expect(await terminal.waitForExit())
    }

    @Test("a pasted line of 10,000 characters is read whole and answered with one error")
    func aLongPaste() async throws {
        let (terminal, folder) = try Self.start(["darts"], columns: 80, rows: 24)
        defer { withExtendedLifetime(folder) {} }
        #expect(await terminal.waitUntilScreen { $0.textBeforeCursor == "darts> " })
        terminal.type("tap " + String(repeating: "x", count: 10_000) + "\r")
        #expect(await terminal.waitUntil { $0.contains("error:") })
        #expect(terminal.output.components(separatedBy: "error:").count == 2)
        terminal.type("quit\r")
        #expect(await terminal.waitForExit())
    }

    @Test func tabCompletesTheVerbThenATargetsLabelQuoted() async throws {
        let (terminal, folder) = try Self.start([])
        defer { withExtendedLifetime(folder) {} }
        #expect(await terminal.waitUntilScreen { $0.textBeforeCursor == "viper> " })
        terminal.type("ta\t")
        #expect(await terminal.waitUntilScreen { $0.textBeforeCursor == "viper> tap " })
        terminal.type("Ri\t")
        #expect(await terminal.waitUntilScreen { $0.textBeforeCursor == #"viper> tap "Rick and Morty" "# })
        terminal.type("\u{15}quit\r")
        #expect(await terminal.waitForExit())
    }

    /// The system clock, because the Darts countdown must tick by itself, as it does for a player.
    @Test func aFrameThatArrivesWhileALineIsTypedLeavesTheLineAsItWas() async throws {
        let (terminal, folder) = try await Self.startDartsGame()
        defer { withExtendedLifetime(folder) {} }
        terminal.type("tap Ri")
        #expect(await terminal.waitUntilScreen { $0.textBeforeCursor == "darts> tap Ri" })
        // The frame and the line drawn again after it come in writes of their own: wait for both.
        #expect(
            await terminal.waitUntilScreen { screen in
                screen.screenText.contains("Time left: 13 s") && screen.textBeforeCursor == "darts> tap Ri"
                    && screen.text(ofRow: screen.cursorRow) == "darts> tap Ri"
            }, "\(terminal.screen.screenText)")
        terminal.type("\u{15}quit\r")
        #expect(await terminal.waitForExit())
    }

    /// Judged on the output as it came, not on the screen when the test runs again: a run
    /// slowed by other tests could otherwise see the attempt time out and the next one drawn.
    @Test func aDartsCountdownUpdatesInPlaceWithoutScrolling() async throws {
        let (terminal, folder) = try await Self.startDartsGame()
        defer { withExtendedLifetime(folder) {} }
        #expect(await terminal.waitUntil { Self.screen(in: $0, at: "Time left: 12 s", columns: 100, rows: 45) != nil })
        let output = terminal.output
        let before = try #require(Self.screen(in: output, at: "Time left: 15 s", columns: 100, rows: 45))
        let after = try #require(Self.screen(in: output, at: "Time left: 12 s", columns: 100, rows: 45))
        #expect(after.scrolls == before.scrolls, "the countdown scrolled the terminal by \(after.scrolls - before.scrolls) lines")
        #expect(after.screenText.components(separatedBy: "Time left:").count == 2, "\(after.screenText)")
        #expect(after.cursorRow == before.cursorRow)
        terminal.type("quit\r")
        #expect(await terminal.waitForExit())
    }

    @Test func ctrlLClearsTheTerminalToTheScreenAndTheLineBeingTyped() async throws {
        let (terminal, folder) = try Self.start(["seaworld"])
        defer { withExtendedLifetime(folder) {} }
        #expect(await terminal.waitUntilScreen { $0.textBeforeCursor == "seaworld> " })
        terminal.type("help\r")
        #expect(await terminal.waitUntilScreen { $0.screenText.contains("Targets on this screen:") && $0.textBeforeCursor == "seaworld> " })
        terminal.type("tap Re\u{0C}")
        #expect(await terminal.waitUntilScreen { $0.text(ofRow: 0).hasPrefix("╭") && $0.textBeforeCursor == "seaworld> tap Re" })
        let screen = terminal.screen
        #expect(!screen.screenText.contains("Targets on this screen:"))
        #expect(screen.screenText.contains("Tick 0"))
        terminal.type("\u{15}quit\r")
        #expect(await terminal.waitForExit())
    }

    /// The system clock, as at any keyboard: the wait would last ten real minutes.
    @Test func ctrlCStopsALongWaitAndTheSessionGoesOn() async throws {
        let (terminal, folder) = try Self.start(["seaworld"])
        defer { withExtendedLifetime(folder) {} }
        #expect(await terminal.waitUntilScreen { $0.textBeforeCursor == "seaworld> " })
        terminal.type("wait 10m\r")
        #expect(await terminal.waitUntil { $0.contains("Ctrl-C stops the wait") })
        // A terminal turns Ctrl-C into SIGINT for the program in front; this one has no
        // controlling terminal, so the test sends it.
        terminal.send(SIGINT)
        #expect(await terminal.waitUntilScreen { $0.screenText.contains("error: interrupted") && $0.textBeforeCursor == "seaworld> " })
        terminal.type("tap 1\r")
        #expect(await terminal.waitUntil { $0.contains("Tick 1") })
        terminal.type("quit\r")
        #expect(await terminal.waitForExit())
    }

    @Test func aResizedTerminalGetsTheScreenDrawnToItsNewWidth() async throws {
        let (terminal, folder) = try Self.start(["seaworld"])
        defer { withExtendedLifetime(folder) {} }
        let wide = "╭" + String(repeating: "─", count: 78) + "╮"
        let narrow = "╭" + String(repeating: "─", count: 48) + "╮"
        #expect(await terminal.waitUntilScreen { $0.screenText.contains(wide) && $0.textBeforeCursor == "seaworld> " }, "\(terminal.output)")
        terminal.resize(columns: 50, rows: 24)
        #expect(await terminal.waitUntil { $0.contains(narrow) })
        terminal.type("quit\r")
        #expect(await terminal.waitForExit())
    }
}
