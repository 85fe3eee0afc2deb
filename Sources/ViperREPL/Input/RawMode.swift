#if canImport(Glibc)
    import Glibc
#endif

/// Standard input's raw mode, for reading keys one by one: on while a line is typed; between
/// lines the terminal is cooked again but does not echo, so what is typed ahead while a command
/// runs is not printed over its output but kept for the next line; fully restored when the
/// process exits, and on SIGINT before the signal does what it would have done.
enum RawMode {
    /// The settings to go back to; set once, before any handler that reads it is installed.
    nonisolated(unsafe) private static var saved = termios()
    nonisolated(unsafe) private static var installed = false

    /// Keys come byte by byte, unechoed, Ctrl-C and Ctrl-Z as bytes; output is left cooked,
    /// so `\n` still starts a new line. The terminal brackets what is pasted, so a pasted
    /// block arrives as text (`Key.paste`) and is never run line by line.
    static func enter() {
        var raw = termios()
        guard tcgetattr(STDIN_FILENO, &raw) == 0 else { return }
        if !installed {
            saved = raw
            installed = true
            atexit { RawMode.leave() }
            // SIGTERM and SIGHUP end the session (`EndingSignals`), and the exit restores the terminal.
            Glibc.signal(SIGINT, restoreAndResend)
        }
        raw.c_iflag &= ~tcflag_t(ICRNL | IXON | BRKINT | ISTRIP | INPCK)
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        // TCSANOW: what was typed ahead while a command ran is kept for the next line.
        tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        writeOut(bracketedPasteOn)
    }

    /// Between lines: the saved settings (Ctrl-C stops a command), without echo.
    static func pause() {
        guard installed else { return }
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ECHO)
        tcsetattr(STDIN_FILENO, TCSANOW, &quiet)
    }

    static func leave() {
        guard installed else { return }
        tcsetattr(STDIN_FILENO, TCSANOW, &saved)
        writeOut(bracketedPasteOff)
    }

    private static let bracketedPasteOn: StaticString = "\u{1B}[?2004h"
    private static let bracketedPasteOff: StaticString = "\u{1B}[?2004l"

    /// `write(2)`, which a signal handler may call.
    private static func writeOut(_ text: StaticString) {
        _ = write(STDOUT_FILENO, text.utf8Start, text.utf8CodeUnitCount)
    }
}

/// Only calls that are safe in a signal handler: `tcsetattr`, `signal`, `raise`.
private func restoreAndResend(_ signal: Int32) {
    RawMode.leave()
    Glibc.signal(signal, SIG_DFL)
    raise(signal)
}
