import Dispatch
import Viper

#if canImport(Glibc)
    import Glibc
#endif

/// The size of the terminal standard output is, and its changes.
enum TerminalSize {
    /// Columns and rows as the terminal reports them; `nil` when it is no terminal.
    static func current() -> Room? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return Room(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }

    /// The size screens can be drawn to: the smallest the REPL accepts (24×10) or more.
    static func usable() -> Room? {
        current().flatMap { $0.columns >= 24 && $0.rows >= 10 ? $0 : nil }
    }
}

/// Follows the terminal's size: on SIGWINCH the session draws to the new size, keeping a side
/// the command line fixed with `--width` or `--height`.
@MainActor
final class TerminalResizeWatcher {
    private let source: any DispatchSourceSignal

    init(session: Session, fixedColumns: Int?, fixedRows: Int?) {
        signal(SIGWINCH, SIG_IGN)
        source = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
        source.setEventHandler { [weak session] in
            MainActor.assumeIsolated {
                guard let session, let size = TerminalSize.usable() else { return }
                session.resize(to: Room(columns: fixedColumns ?? size.columns, rows: fixedRows ?? size.rows))
            }
        }
        source.resume()
    }

    func stop() {
        source.cancel()
    }
}
