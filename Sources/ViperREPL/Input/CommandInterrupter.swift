import Viper

#if canImport(Glibc)
    import Glibc
#endif

/// At a keyboard, Ctrl-C while a command runs (a long `wait`, say) stops that command and the
/// session goes on; at the prompt Ctrl-C drops the line being typed (`LineEditor`). Outside a
/// command the handler before it applies.
@MainActor
final class CommandInterrupter {
    private var signals: SignalPipe?
    private var running: Task<Session.Outcome, Never>?

    init?() {
        guard let signals = SignalPipe({ [weak self] _ in self?.running?.cancel() }) else { return nil }
        self.signals = signals
    }

    /// Runs `command` in a task that Ctrl-C cancels.
    func run(_ command: @escaping @MainActor () async -> Session.Outcome) async -> Session.Outcome {
        let previous = signals?.take(SIGINT)
        defer { signals?.giveBack(SIGINT, to: previous) }
        let task = Task { await command() }
        running = task
        defer { running = nil }
        // The session ending (SIGTERM) stops the command as Ctrl-C does.
        return await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            task.cancel()
        }
    }

    func stop() {
        signals?.stop()
    }
}
