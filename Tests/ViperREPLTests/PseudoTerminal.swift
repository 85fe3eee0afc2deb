import Foundation
import ViperTesting

#if canImport(Glibc)
    import Glibc
#endif

/// A program run with a pseudo-terminal (`openpty`) as its standard input, output and error:
/// the test types at it and reads what a terminal of that size would show.
final class PseudoTerminal: @unchecked Sendable {
    // Safe: `text` and `exited` are touched only while `changed` is locked.
    private let process: Process
    private let primary: Int32
    let columns: Int
    let rows: Int
    private let changed = NSCondition()
    private var text = ""
    private var exited = false

    init(_ executable: URL, _ arguments: [String], environment: [String: String], columns: Int = 80, rows: Int = 24) throws {
        var primary: Int32 = 0
        var secondary: Int32 = 0
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&primary, &secondary, nil, nil, &size) == 0 else { throw POSIXError(.ENOTTY) }
        self.primary = primary
        self.columns = columns
        self.rows = rows
        process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        let handle = FileHandle(fileDescriptor: secondary, closeOnDealloc: false)
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = handle
        process.terminationHandler = { [weak self, changed] _ in
            changed.lock()
            self?.exited = true
            changed.broadcast()
            changed.unlock()
        }
        try process.run()
        close(secondary)
        Thread { [weak self, changed, primary] in
            var chunk = [UInt8](repeating: 0, count: 4096)
            // A character split between two reads waits here for the rest of its bytes.
            var pending: [UInt8] = []
            while true {
                let count = chunk.withUnsafeMutableBytes { read(primary, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                // EIO once the program has ended and closed its side.
                guard count > 0 else { break }
                pending += chunk[0..<count]
                let whole = Self.completeCharacters(in: pending)
                changed.lock()
                self?.text += String(decoding: pending[..<whole], as: UTF8.self)
                changed.broadcast()
                changed.unlock()
                pending.removeFirst(whole)
            }
        }.start()
    }

    /// How many of `bytes` make whole UTF-8 characters: all but a last sequence still missing bytes.
    private static func completeCharacters(in bytes: [UInt8]) -> Int {
        for back in 1...min(3, bytes.count) {
            let byte = bytes[bytes.count - back]
            guard byte & 0xC0 == 0x80 else {
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
                return length > back ? bytes.count - back : bytes.count
            }
        }
        return bytes.count
    }

    /// The real `viper arguments…` at a terminal, without colour, its data (and its home) in `folder`.
    static func viper(_ arguments: [String], in folder: URL, columns: Int = 80, rows: Int = 24) throws -> PseudoTerminal {
        try PseudoTerminal(
            try ViperProcess.executable,
            arguments + ["--no-color", "--data-dir", folder.path],
            environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "xterm", "HOME": folder.path],
            columns: columns, rows: rows
        )
    }

    deinit {
        if process.isRunning { process.terminate() }
        close(primary)
    }

    /// Everything the program wrote so far.
    var output: String {
        changed.lock()
        defer { changed.unlock() }
        return text
    }

    /// What the terminal shows now.
    var screen: TerminalEmulator {
        TerminalEmulator(columns: columns, rows: rows, showing: output)
    }

    /// Whether the terminal reads whole lines and echoes them, as a shell leaves it. (The
    /// primary side answers with the settings of the program's side.)
    var isCooked: Bool {
        var settings = termios()
        guard tcgetattr(primary, &settings) == 0 else { return false }
        return settings.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == tcflag_t(ICANON | ECHO | ISIG)
    }

    /// Makes the terminal `columns` wide and `rows` tall, and tells the program, as a terminal
    /// window does (the program has no controlling terminal here, so the signal is sent by hand).
    func resize(columns: Int, rows: Int) {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(primary, UInt(TIOCSWINSZ), &size)
        send(SIGWINCH)
    }

    func send(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    func type(_ keys: String) {
        _ = Array(keys.utf8).withUnsafeBytes { write(primary, $0.baseAddress, $0.count) }
    }

    /// Waits, woken by each piece of output, until `condition` holds for all the output so
    /// far; `false` at the deadline, so a broken program fails the test instead of hanging it.
    /// The wait is on a thread of its own, so no test beside it loses a thread of the pool.
    func waitUntil(seconds: Double = 30, _ condition: @escaping @Sendable (String) -> Bool) async -> Bool {
        await onOwnThread { [self] in
            let deadline = Date().addingTimeInterval(seconds)
            changed.lock()
            defer { changed.unlock() }
            while !condition(text) {
                guard changed.wait(until: deadline) else { return condition(text) }
            }
            return true
        }
    }

    /// Waits until what the terminal shows satisfies `condition`.
    func waitUntilScreen(seconds: Double = 30, _ condition: @escaping @Sendable (TerminalEmulator) -> Bool) async -> Bool {
        await waitUntil(seconds: seconds) { [columns, rows] in condition(TerminalEmulator(columns: columns, rows: rows, showing: $0)) }
    }

    func waitForExit(seconds: Double = 30) async -> Bool {
        await onOwnThread { [self] in
            let deadline = Date().addingTimeInterval(seconds)
            changed.lock()
            defer { changed.unlock() }
            while !exited {
                guard changed.wait(until: deadline) else { return exited }
            }
            return true
        }
    }
}
