import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Lines typed at a keyboard, standard input and output being a terminal, each read on a
/// thread of its own so the session keeps running while the user types.
@MainActor
final class TerminalLineEditor: LineSource {
    private let keyboard: Keyboard

    init(historyFile: HistoryFile) {
        keyboard = Keyboard(historyFile: historyFile)
    }

    var drawsPrompt: Bool { true }

    func next(prompt: String) async -> [InputLine]? {
        await withCheckedContinuation { continuation in
            Thread { [keyboard] in continuation.resume(returning: keyboard.readLine(prompt: prompt).map { [$0] }) }.start()
        }
    }
}

/// Reads one line at a time from the keyboard: raw mode while it is typed, keys decoded and
/// applied by `LineEditor`, the line drawn again after each, the history kept in `historyFile`.
private final class Keyboard: @unchecked Sendable {
    // Safe: the state is touched only by the thread `TerminalLineEditor.next` starts, and the
    // REPL awaits each line before it asks for the next one.
    private var editor: LineEditor
    private var decoder = KeyDecoder()
    private var keys: [Key] = []
    private let historyFile: HistoryFile
    /// How long a lone Escape waits for the rest of a sequence before it counts as the Escape key.
    private let escapeWait: Int32 = 50

    init(historyFile: HistoryFile) {
        self.historyFile = historyFile
        editor = LineEditor(history: historyFile.load())
    }

    func readLine(prompt: String) -> InputLine? {
        RawMode.enter()
        defer { RawMode.leave() }
        editor.startLine()
        draw(prompt)
        while let key = nextKey() {
            switch editor.handle(key) {
            case .redraw:
                draw(prompt)
            case .submit(let line):
                draw(prompt)
                write("\n")
                try? historyFile.append(line)
                let bytes = line.utf8.count
                return bytes > LineReader.limit ? .tooLong(bytes: bytes) : .line(line)
            case .cancel:
                write("^C\n")
                editor.startLine()
                draw(prompt)
            case .endOfInput:
                return nil
            }
        }
        return nil
    }

    /// The next key, reading more when none is waiting; `nil` when the input is closed.
    private func nextKey() -> Key? {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while keys.isEmpty {
            if decoder.isWaiting, !inputArrives(withinMilliseconds: escapeWait) {
                keys = decoder.flush()
                continue
            }
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return nil }
            keys = decoder.feed(chunk[0..<count])
        }
        return keys.removeFirst()
    }

    private func inputArrives(withinMilliseconds timeout: Int32) -> Bool {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, timeout) > 0
    }

    private func draw(_ prompt: String) {
        write(editor.render(prompt: prompt, width: Self.columns()))
    }

    private func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }

    private static func columns() -> Int {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }
}
