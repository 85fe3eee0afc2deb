import Foundation
import Synchronization
import Viper

#if canImport(Glibc)
    import Glibc
#endif

/// Lines typed at a keyboard, standard input and output being a terminal, each read on a
/// thread of its own so the session keeps running while the user types.
@MainActor
final class TerminalLineEditor: LineSource {
    private let keyboard: Keyboard

    init(historyFile: HistoryFile, screen: TerminalScreen, language: Language) {
        keyboard = Keyboard(historyFile: historyFile, screen: screen, language: language)
    }

    var drawsPrompt: Bool { true }

    /// The next line, or `nil` at the end of input or once the task is cancelled (the session
    /// is ending); the keyboard's thread is then left to the process's exit.
    func next(prompt: String) async -> [InputLine]? {
        let answer = AnswerOnce<[InputLine]?>()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<[InputLine]?, Never>) in
                answer.wait(with: continuation)
                Thread { [keyboard] in answer.give(keyboard.readLine(prompt: prompt).map { [$0] }) }.start()
            }
        } onCancel: {
            answer.give(nil)
        }
    }
}

/// A continuation resumed by whichever comes first, an answer or a cancellation; what comes
/// later is dropped.
private final class AnswerOnce<Value: Sendable>: Sendable {
    private enum Slot {
        case empty
        case waiting(CheckedContinuation<Value, Never>)
        case given(Value)
    }

    private let slot = Mutex(Slot.empty)

    func wait(with continuation: CheckedContinuation<Value, Never>) {
        let given = slot.withLock { slot -> Value? in
            guard case .given(let value) = slot else {
                slot = .waiting(continuation)
                return nil
            }
            return value
        }
        if let given { continuation.resume(returning: given) }
    }

    func give(_ value: Value) {
        let waiter = slot.withLock { slot -> CheckedContinuation<Value, Never>? in
            switch slot {
            case .given: return nil
            case .empty:
                slot = .given(value)
                return nil
            case .waiting(let continuation):
                slot = .given(value)
                return continuation
            }
        }
        waiter?.resume(returning: value)
    }
}

/// Reads one line at a time from the keyboard: raw mode while it is typed, keys decoded and
/// applied by `LineEditor`, the line drawn again after each through the shared `screen`, the
/// history kept in `historyFile`.
private final class Keyboard: @unchecked Sendable {
    // Safe: the state is touched only by the thread `TerminalLineEditor.next` starts, and the
    // REPL awaits each line before it asks for the next one.
    private var editor: LineEditor
    private var decoder = KeyDecoder()
    private var keys: [Key] = []
    private let historyFile: HistoryFile
    private let screen: TerminalScreen
    /// How long a lone Escape waits for the rest of a sequence before it counts as the Escape key.
    private let escapeWait: Int32 = 50

    init(historyFile: HistoryFile, screen: TerminalScreen, language: Language) {
        self.historyFile = historyFile
        self.screen = screen
        editor = LineEditor(history: historyFile.load(), language: language)
    }

    func readLine(prompt: String) -> InputLine? {
        RawMode.enter()
        defer { RawMode.pause() }
        editor.startLine()
        draw(prompt)
        while let key = nextKey() {
            switch editor.handle(key, completing: screen.words) {
            case .redraw:
                // Keys already read (a paste) are applied first: the line is drawn once for them.
                if keys.isEmpty { draw(prompt) }
            case .showChoices(let choices):
                let shown = choices.map { Sanitized.text($0, limit: .max) }
                screen.printUnderPromptLine(Self.columns(of: shown, width: TerminalScreen.size().columns))
            case .submit(let line, let remembered):
                // The line as sent stays on screen whole, wrapping now if it must, a secret in it masked.
                let shown = remembered ? line : FieldFill(line)?.masked ?? line
                screen.showPromptLine("\r" + prompt + Sanitized.text(shown, limit: .max) + "\u{1B}[K")
                screen.endPromptLine()
                if remembered { try? historyFile.append(line) }
                let bytes = line.utf8.count
                return bytes > LineReader.limit ? .tooLong(bytes: bytes) : .line(line)
            case .clearScreen:
                screen.clear()
                draw(prompt)
            case .cancel:
                screen.endPromptLine("^C")
                editor.startLine()
                draw(prompt)
            case .endOfInput:
                screen.endPromptLine()
                return nil
            case .suspend:
                suspend()
                draw(prompt)
            }
        }
        screen.endPromptLine()
        return nil
    }

    /// Ctrl-Z: the terminal as it was, the process stopped as a shell stops a job; when `fg`
    /// continues it, raw mode again and the screen drawn anew. (A process the shell cannot
    /// stop, whose group is orphaned, goes straight on.)
    private func suspend() {
        screen.endPromptLine("^Z")
        RawMode.leave()
        // This thread may have been born with signals blocked: a stop raised while blocked
        // would wait, unseen, and the line go on as if nothing was pressed.
        var stop = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &stop, nil)
        raise(SIGTSTP)
        RawMode.enter()
        screen.clear()
    }

    /// Choices side by side, as many to a line as fit.
    private static func columns(of choices: [String], width: Int) -> [String] {
        let cell = (choices.map(TextWidth.of).max() ?? 0) + 2
        let perLine = max(1, width / cell)
        return stride(from: 0, to: choices.count, by: perLine).map { start in
            choices[start..<min(start + perLine, choices.count)].map { $0 + String(repeating: " ", count: cell - TextWidth.of($0)) }
                .joined().trimmingTrailingSpaces()
        }
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
        screen.showPromptLine(editor.render(prompt: prompt, width: TerminalScreen.size().columns))
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        String(reversed().drop { $0 == " " }.reversed())
    }
}
