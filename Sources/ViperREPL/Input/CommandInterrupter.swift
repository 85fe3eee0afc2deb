import Dispatch
import Viper
#if canImport(Glibc)
import Glibc
#endif

/// At a keyboard, Ctrl-C while a command runs (a long `wait`, say) stops that command and the
/// session goes on; at the prompt Ctrl-C drops the line being typed (`LineEditor`).
///
/// While a command runs, SIGINT's handler writes a byte to a pipe the main queue watches: a
/// signal handler may do little else safely. Outside a command the handler before it applies.
@MainActor
final class CommandInterrupter {
    private let reader: any DispatchSourceRead
    private var running: Task<Session.Outcome, Never>?

    init?() {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        // A signal handler must never block on a full pipe.
        _ = fcntl(ends[1], F_SETFL, O_NONBLOCK)
        let readEnd = ends[0]
        interruptionPipe = ends[1]
        reader = DispatchSource.makeReadSource(fileDescriptor: readEnd, queue: .main)
        reader.setEventHandler { [weak self] in
            var bytes = [UInt8](repeating: 0, count: 64)
            _ = read(readEnd, &bytes, bytes.count)
            MainActor.assumeIsolated { self?.running?.cancel() }
        }
        reader.setCancelHandler {
            close(readEnd)
            close(ends[1])
        }
        reader.resume()
    }

    /// Runs `command` in a task that Ctrl-C cancels.
    func run(_ command: @escaping @MainActor () async -> Session.Outcome) async -> Session.Outcome {
        let previous = signal(SIGINT, interruptCommand)
        defer { signal(SIGINT, previous) }
        let task = Task { await command() }
        running = task
        defer { running = nil }
        return await task.value
    }

    func stop() {
        reader.cancel()
    }
}

/// Set once, before the handler that reads it is installed.
nonisolated(unsafe) private var interruptionPipe: Int32 = -1

private func interruptCommand(_: Int32) {
    var byte: UInt8 = 1
    _ = write(interruptionPipe, &byte, 1)
}
