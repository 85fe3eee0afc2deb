import Viper

/// Shows, in a terminal, what changed by itself (a page arrived, a timer fired): at most one
/// redraw per interval on the session's clock however many changes arrive, then the prompt
/// again so the user sees they can type.
@MainActor
final class TerminalRefresher {
    private weak var session: Session?
    private let console: any Console
    private let clock: any AppClock
    private let interval: Duration
    /// Whether the prompt is written after a redraw (a line editor draws its own).
    private let writesPrompt: Bool
    private var pending: TimerHandle?

    init(session: Session, console: any Console, clock: any AppClock, interval: Duration = .milliseconds(100), writesPrompt: Bool = true) {
        self.session = session
        self.console = console
        self.clock = clock
        self.interval = interval
        self.writesPrompt = writesPrompt
    }

    func needsDisplay() {
        guard pending == nil else { return }
        pending = clock.schedule(after: interval) { [weak self] in self?.redraw() }
    }

    /// No redraw after this, even of a change already waiting for its turn.
    func stop() {
        pending?.cancel()
        pending = nil
        session = nil
    }

    private func redraw() {
        pending = nil
        guard let session else { return }
        guard session.showChanges() else { return }
        if writesPrompt { console.write(session.prompt) }
        console.flush()
    }
}
