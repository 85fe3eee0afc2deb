import Foundation
import Synchronization
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The real `viper` at a terminal: a pseudo-terminal stands for the keyboard and the screen.
@Suite("Typing at a terminal")
struct TerminalKeyboardTests {
    @Test func upRecallsThePreviousCommandAndEnterRunsItAgain() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viper-tty-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let terminal = try PseudoTerminal(
            try ViperProcess.executable,
            ["seaworld", "--no-color", "--data-dir", folder.path],
            environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "xterm", "HOME": folder.path]
        )
        let helpLine = "list the commands and this screen's targets"
        let prompt = "seaworld> "
        // The process runs on its own, so the test can only wait for what it prints; each wait
        // has a deadline so a broken editor fails the test instead of hanging it.
        #expect(terminal.waitUntil { $0.contains(prompt) })
        terminal.type("help\r")
        // Up is sent once the prompt is back after the help: the editor is reading keys again.
        #expect(terminal.waitUntil { $0.components(separatedBy: helpLine).last?.contains(prompt) == true })
        terminal.type("\u{1B}[A\r")
        #expect(terminal.waitUntil { $0.components(separatedBy: helpLine).count == 3 })
        terminal.type("quit\r")
        #expect(terminal.waitForExit())
        #expect(!terminal.output.contains("^[[A"))

        let history = folder.appendingPathComponent("repl/history")
        #expect(try String(contentsOf: history, encoding: .utf8) == "help\nquit\n")
        let mode = try FileManager.default.attributesOfItem(atPath: history.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test(arguments: [nil, SIGTERM, SIGINT])
    func theTerminalIsCookedAgainAfterQuitAndAfterASignal(signal: Int32?) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viper-tty-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let terminal = try PseudoTerminal(
            try ViperProcess.executable,
            ["seaworld", "--no-color", "--data-dir", folder.path],
            environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "xterm", "HOME": folder.path]
        )
        #expect(terminal.waitUntil { $0.contains("seaworld> ") })
        #expect(!terminal.isCooked)
        if let signal {
            terminal.send(signal)
        } else {
            terminal.type("quit\r")
        }
        #expect(terminal.waitForExit())
        #expect(terminal.isCooked)
    }
}

/// A program run with a pseudo-terminal (`openpty`) as its standard input, output and error.
private final class PseudoTerminal: Sendable {
    private let process: Process
    private let primary: Int32
    /// The output so far, filled by a reader thread.
    private final class Collected: Sendable {
        let text = Mutex("")
    }

    private let collected = Collected()

    init(_ executable: URL, _ arguments: [String], environment: [String: String]) throws {
        var primary: Int32 = 0, secondary: Int32 = 0
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&primary, &secondary, nil, nil, &size) == 0 else { throw POSIXError(.ENOTTY) }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        let handle = FileHandle(fileDescriptor: secondary, closeOnDealloc: false)
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        close(secondary)
        self.process = process
        self.primary = primary
        Thread { [collected, primary] in
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(primary, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                // EIO once the program has ended and closed its side.
                guard count > 0 else { break }
                collected.text.withLock { $0 += String(decoding: chunk[0..<count], as: UTF8.self) }
            }
        }.start()
    }

    deinit {
        if process.isRunning { process.terminate() }
        close(primary)
    }

    /// Whether the terminal reads whole lines and echoes them, as a shell leaves it. (The
    /// primary side answers with the settings of the program's side.)
    var isCooked: Bool {
        var settings = termios()
        guard tcgetattr(primary, &settings) == 0 else { return false }
        return settings.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == tcflag_t(ICANON | ECHO | ISIG)
    }

    func send(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    var output: String { collected.text.withLock { $0 } }

    func type(_ keys: String) {
        _ = Array(keys.utf8).withUnsafeBytes { write(primary, $0.baseAddress, $0.count) }
    }

    func waitUntil(seconds: Double = 30, _ condition: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition(output) { return true }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return false
    }

    func waitForExit(seconds: Double = 30) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        return !process.isRunning
    }
}
