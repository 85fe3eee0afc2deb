#if canImport(Glibc)
    import Glibc
#endif

/// SIGTERM and SIGHUP end the session as `quit` does: the command loop is stopped, and then
/// the one way every session ends closes its modules, so what a module saves as it closes is
/// saved; the process exits with 128 + the signal's number, as a shell reports a process that
/// a signal ended.
@MainActor
final class EndingSignals {
    private var signals: SignalPipe?
    private let stopLoop: @MainActor () -> Void
    /// The first ending signal that came.
    private(set) var received: Int32?

    private init(stopLoop: @escaping @MainActor () -> Void) {
        self.stopLoop = stopLoop
    }

    /// Takes SIGTERM and SIGHUP; at the first, `stopLoop` runs.
    static func install(stopLoop: @escaping @MainActor () -> Void) -> EndingSignals? {
        let endings = EndingSignals(stopLoop: stopLoop)
        guard let signals = SignalPipe({ [weak endings] signal in endings?.end(by: signal) }) else { return nil }
        endings.signals = signals
        for signal in [SIGTERM, SIGHUP] { signals.take(signal) }
        return endings
    }

    func stop() {
        signals?.stop()
    }

    private func end(by signal: Int32) {
        guard received == nil else { return }
        received = signal
        stopLoop()
    }
}
