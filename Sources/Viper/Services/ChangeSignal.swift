import Synchronization

/// Rings the doorbells of whoever watches something, each time it changes: how the idle
/// tracker tells that work ended and the virtual clock that a task fell asleep on it.
final class ChangeSignal: Sendable {
    private struct Watchers {
        var nextID = 0
        var bells: [Int: Doorbell] = [:]
    }

    private let watchers = Mutex(Watchers())

    /// Rings `bell` at every change until `stop` is called with what this returns.
    func watch(_ bell: Doorbell) -> Int {
        watchers.withLock { watchers in
            watchers.nextID += 1
            watchers.bells[watchers.nextID] = bell
            return watchers.nextID
        }
    }

    func stop(_ watch: Int) {
        _ = watchers.withLock { $0.bells.removeValue(forKey: watch) }
    }

    /// How many doorbells it rings: who waits on it now.
    var watcherCount: Int { watchers.withLock { $0.bells.count } }

    func send() {
        let bells = watchers.withLock { $0.bells.isEmpty ? [] : Array($0.bells.values) }
        for bell in bells { bell.ring() }
    }

    /// Returns once `condition` holds (or the task is cancelled), looking again only after
    /// a change.
    func until(isolation: isolated (any Actor)? = #isolation, _ condition: () -> Bool) async {
        guard !condition() else { return }
        let bell = Doorbell()
        let watch = watch(bell)
        defer { stop(watch) }
        while !condition() && !Task.isCancelled { await bell.wait() }
    }
}
