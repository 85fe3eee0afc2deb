import Synchronization

/// How settling waits for work to come to rest without looking again after pauses: its bell
/// rings when work ends or parks (the idle tracker) and when a task falls asleep (the virtual
/// clock); a watchdog rings it, and marks the wait as timed out, once one wait has lasted
/// `limit`. One watch serves one settling, however many waits it takes.
///
/// The watchdog counts the time a wait lasts in slices it sleeps on the main actor, each
/// counted once however late it wakes: when other work holds the main actor (tests run side by
/// side), the work waited for is held up as much as the watchdog is, and the limit stretches.
final class RestWatch: Sendable {
    private struct State {
        /// Which wait is under way (they are numbered); `nil` between waits.
        var wait: Int?
        var waits = 0
        var timedOut = false
    }

    let bell: Doorbell
    private let state = Mutex(State())
    private let limit: Duration
    private let slice: Duration
    private let signals: [ChangeSignal]
    private let watches: [Int]
    private let watchdog = Mutex<Task<Void, Never>?>(nil)

    init(_ signals: [ChangeSignal], limit: Duration) {
        self.limit = limit
        slice = min(limit / 4, .milliseconds(250))
        self.signals = signals
        let bell = Doorbell()
        self.bell = bell
        watches = signals.map { $0.watch(bell) }
    }

    var hasTimedOut: Bool { state.withLock { $0.timedOut } }

    func startWaiting() {
        state.withLock { state in
            state.waits += 1
            state.wait = state.waits
        }
        watchdog.withLock { watchdog in
            if watchdog == nil { watchdog = Task { @MainActor [self] in await guardWaits() } }
        }
    }

    func stopWaiting() {
        state.withLock { $0.wait = nil }
    }

    /// Stops watching: the signals forget the bell and the watchdog ends.
    func stop() {
        for (signal, watch) in zip(signals, watches) { signal.stop(watch) }
        watchdog.withLock { $0?.cancel() }
    }

    /// Counts slices while one wait lasts, and times it out once they make up `limit`.
    @MainActor
    private func guardWaits() async {
        var counted: (wait: Int, waited: Duration)?
        while (try? await Task.sleep(for: slice)) != nil {
            let expired = state.withLock { state -> Bool in
                guard let wait = state.wait else {
                    counted = nil
                    return false
                }
                let waited = counted?.wait == wait ? counted!.waited + slice : slice
                counted = (wait, waited)
                state.timedOut = waited >= limit
                return state.timedOut
            }
            if expired { return bell.ring() }
        }
    }
}
