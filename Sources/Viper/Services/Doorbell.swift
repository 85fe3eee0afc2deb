import Synchronization

/// Wakes the one task that waits on it. A ring while nobody waits is kept for the next wait,
/// so a change between looking and waiting is not lost. What lets a task sleep until
/// something it watches changes, rather than look again after a pause.
final class Doorbell: Sendable {
    private struct State {
        var rung = false
        var waiter: CheckedContinuation<Void, Never>?
    }

    private let state = Mutex(State())

    func ring() {
        let waiter = state.withLock { state in
            guard let waiter = state.waiter else {
                state.rung = true
                return nil as CheckedContinuation<Void, Never>?
            }
            state.waiter = nil
            return waiter
        }
        waiter?.resume()
    }

    /// Returns once the bell rings, at once if it rang since the last wait, or when the task
    /// is cancelled.
    func wait() async {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let rang = state.withLock { state in
                    guard state.rung else {
                        state.waiter = continuation
                        return false
                    }
                    state.rung = false
                    return true
                }
                if rang { continuation.resume() }
            }
        } onCancel: {
            ring()
        }
    }
}
