import Synchronization

/// How settling waits for work to come to rest without looking again after pauses: its bell
/// rings when work ends or parks (the idle tracker) and when a task falls asleep (the virtual
/// clock); a watchdog rings it, and marks the wait as timed out, once one wait has lasted
/// `limit` of real time. One watch serves one settling, however many waits it takes.
final class RestWatch: Sendable {
    private struct State {
        /// When the wait under way began; `nil` between waits.
        var waitingSince: ContinuousClock.Instant?
        var timedOut = false
    }

    let bell: Doorbell
    private let state = Mutex(State())
    private let limit: Duration
    private let signals: [ChangeSignal]
    private let watches: [Int]
    private let watchdog = Mutex<Task<Void, Never>?>(nil)

    init(_ signals: [ChangeSignal], limit: Duration) {
        self.limit = limit
        self.signals = signals
        let bell = Doorbell()
        self.bell = bell
        watches = signals.map { $0.watch(bell) }
    }

    var hasTimedOut: Bool { state.withLock { $0.timedOut } }

    func startWaiting() {
        state.withLock { $0.waitingSince = .now }
        watchdog.withLock { watchdog in
            if watchdog == nil { watchdog = Task { [self] in await guardWaits() } }
        }
    }

    func stopWaiting() {
        state.withLock { $0.waitingSince = nil }
    }

    /// Stops watching: the signals forget the bell and the watchdog ends.
    func stop() {
        for (signal, watch) in zip(signals, watches) { signal.stop(watch) }
        watchdog.withLock { $0?.cancel() }
    }

    /// Sleeps until the wait under way has lasted `limit`, then times it out; a wait that ended
    /// in time moves the deadline to the next one's.
    private func guardWaits() async {
        var deadline = ContinuousClock.now + limit
        while (try? await Task.sleep(until: deadline, clock: .continuous)) != nil {
            let now = ContinuousClock.now
            let expired = state.withLock { state in
                guard let since = state.waitingSince else {
                    deadline = now + limit
                    return false
                }
                deadline = since + limit
                state.timedOut = deadline <= now
                return state.timedOut
            }
            if expired { return bell.ring() }
        }
    }
}
