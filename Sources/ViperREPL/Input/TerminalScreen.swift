import Synchronization
import Viper

#if canImport(Glibc)
    import Glibc
#endif

/// Standard output at a keyboard, shared by the session (on the main actor) and the line being
/// typed (read on a thread of its own). It knows what the terminal shows at its bottom, so
/// output that arrives while a line is typed goes above that line, which is then drawn again
/// exactly as it was, and a new frame replaces the last one in place when nothing was printed
/// after it.
final class TerminalScreen: Sendable {
    /// What the session prints: a frame's rendering, or any other text.
    enum Piece: Equatable {
        case frame(String)
        case text(String)
    }

    private struct State {
        /// The bytes that draw the prompt line as it is now; `nil` while no line is typed.
        var promptLine: String?
        /// The last frame, while nothing but the prompt line was printed after it.
        var frame: FrameOnScreen?
        /// The last frame printed, for Ctrl-L.
        var lastFrame: [String]?
        var words = ScreenWords()
    }

    private struct FrameOnScreen {
        let lines: [String]
        let columns: Int
    }

    private let state = Mutex(State())

    /// What Tab completes to; the session sets it after each change of screen.
    var words: ScreenWords {
        get { state.withLock { $0.words } }
        set { state.withLock { $0.words = newValue } }
    }

    /// Draws the prompt line (the line editor's rendering: it starts with a carriage return
    /// and leaves the cursor where it belongs).
    func showPromptLine(_ rendered: String) {
        state.withLock { state in
            state.promptLine = rendered
            Self.write(rendered)
        }
    }

    /// The line typed is done: the cursor goes to a new line, after `ending` (`^C`, say).
    func endPromptLine(_ ending: String = "") {
        state.withLock { state in
            state.promptLine = nil
            state.frame = nil
            Self.write(ending + "\n")
        }
    }

    /// Prints what the session said, above the line being typed if there is one.
    func print(_ pieces: [Piece]) {
        guard !pieces.isEmpty else { return }
        state.withLock { state in
            var output = state.promptLine == nil ? "" : "\r\u{1B}[K"
            let size = Self.size()
            for piece in pieces {
                switch piece {
                case .text(let text):
                    output += text
                    state.frame = nil
                case .frame(let rendering):
                    let lines = rendering.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                    if let old = state.frame, old.columns == size.columns, let redrawn = Self.redraw(old.lines, as: lines, rows: size.rows) {
                        output += redrawn
                    } else {
                        output += rendering + "\n"
                    }
                    state.frame = FrameOnScreen(lines: lines, columns: size.columns)
                    state.lastFrame = lines
                }
            }
            Self.write(output + (state.promptLine ?? ""))
        }
    }

    /// Clears the terminal and prints the last frame at its top; the prompt line goes under it.
    func clear() {
        state.withLock { state in
            var output = "\u{1B}[H\u{1B}[J"
            if let lines = state.lastFrame {
                output += lines.joined(separator: "\n") + "\n"
                state.frame = FrameOnScreen(lines: lines, columns: Self.size().columns)
            }
            Self.write(output)
        }
    }

    /// Prints lines under the prompt line (Tab's choices), then the prompt line again below them.
    func printUnderPromptLine(_ lines: [String]) {
        state.withLock { state in
            state.frame = nil
            Self.write("\n" + lines.map { $0 + "\u{1B}[K\n" }.joined() + (state.promptLine ?? ""))
        }
    }

    /// How to turn the old frame into the new one where it stands, from the prompt line just
    /// under it: up to the first line the terminal still shows (a frame taller than the terminal
    /// has its top in the scrollback, where it cannot be reached), each changed line written
    /// over, the rest of the screen cleared when the new frame is shorter. The cursor ends on the
    /// line after the new frame. `nil` when a line out of reach changed: then it is printed anew.
    private static func redraw(_ old: [String], as new: [String], rows: Int) -> String? {
        let reachable = max(0, old.count - (rows - 1))
        guard new.count > reachable, old[..<reachable] == new[..<reachable] else { return nil }
        var output = "\u{1B}[\(old.count - reachable)A"
        for index in reachable..<new.count {
            output += index < old.count && old[index] == new[index] ? "\n" : "\r" + new[index] + "\u{1B}[K\n"
        }
        return output + "\u{1B}[J"
    }

    static func size() -> Room {
        TerminalSize.current() ?? .standard
    }

    private static func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}
