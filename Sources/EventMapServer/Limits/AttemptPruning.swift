import Synchronization

/// When attempts older than `attemptMemory` are next deleted: at most once a minute, which
/// keeps the table small without a delete in every transaction that counts an attempt.
public final class AttemptPruning: Sendable {
    private let last = Mutex<Double>(-.infinity)

    public init() {}

    /// Whether to prune at `now`: `true` at most once a minute of it.
    public func isDue(at now: Double) -> Bool {
        last.withLock { last in
            guard now - last >= 60 else { return false }
            last = now
            return true
        }
    }
}
