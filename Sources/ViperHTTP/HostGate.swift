import Synchronization
import Viper

/// At most `limit` requests to one host at a time, as browsers allow; a request over the limit
/// waits. Requests the user waits for go first: when a place comes free, the first of them
/// takes it, and background requests (pictures) never hold more than `limit - reserved`
/// places, so a page the user scrolled to never waits behind a picture. The client's pool
/// then never queues, so its order is this one.
final class HostGate: Sendable {
    private struct Waiter {
        let id: Int
        let priority: HTTPPriority
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct Host {
        var inFlight: [HTTPPriority: Int] = [:]
        var waiting: [Waiter] = []

        var total: Int { inFlight.values.reduce(0, +) }
    }

    private struct State {
        var hosts: [String: Host] = [:]
        var nextID = 0
    }

    let limit: Int
    /// Places only requests the user waits for may take.
    let reserved: Int
    private let state = Mutex(State())

    init(limit: Int, reserved: Int = 0) {
        self.limit = limit
        self.reserved = min(reserved, limit - 1)
    }

    /// Waits for a place on `host`; throws `CancellationError` if the task is cancelled first.
    /// Every successful `enter` must be matched by one `leave` with the same priority.
    func enter(_ host: String, priority: HTTPPriority) async throws {
        let id = state.withLock { state in
            defer { state.nextID += 1 }
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let outcome = state.withLock { state -> Bool? in
                    if Task.isCancelled { return nil }
                    var entry = state.hosts[host, default: Host()]
                    defer { state.hosts[host] = entry }
                    if entry.waiting.isEmpty || priority == .userWaiting, admits(priority, entry) {
                        entry.inFlight[priority, default: 0] += 1
                        return true
                    }
                    entry.waiting.append(Waiter(id: id, priority: priority, continuation: continuation))
                    return false
                }
                switch outcome {
                case true?: continuation.resume()
                case nil: continuation.resume(throwing: CancellationError())
                case false?: break
                }
            }
        } onCancel: {
            cancel(id, on: host)
        }
    }

    /// Gives a place back; the waiters that may now go, go.
    func leave(_ host: String, priority: HTTPPriority) {
        let admitted = state.withLock { state -> [Waiter] in
            guard var entry = state.hosts[host] else { return [] }
            entry.inFlight[priority, default: 1] -= 1
            var admitted: [Waiter] = []
            while let index = nextIndex(in: entry) {
                let waiter = entry.waiting.remove(at: index)
                entry.inFlight[waiter.priority, default: 0] += 1
                admitted.append(waiter)
            }
            state.hosts[host] = entry.total == 0 && entry.waiting.isEmpty ? nil : entry
            return admitted
        }
        for entry in admitted { entry.continuation.resume() }
    }

    /// How many requests wait for a place on `host`.
    func waitingCount(_ host: String) -> Int {
        state.withLock { $0.hosts[host]?.waiting.count ?? 0 }
    }

    private func admits(_ priority: HTTPPriority, _ entry: Host) -> Bool {
        guard entry.total < limit else { return false }
        return priority == .userWaiting || entry.inFlight[.background, default: 0] < limit - reserved
    }

    /// The first waiter of the highest priority that may go now.
    private func nextIndex(in entry: Host) -> Int? {
        for priority in HTTPPriority.allCases.sorted(by: >) where admits(priority, entry) {
            if let index = entry.waiting.firstIndex(where: { $0.priority == priority }) { return index }
        }
        return nil
    }

    private func cancel(_ id: Int, on host: String) {
        let removed = state.withLock { state -> Waiter? in
            guard let index = state.hosts[host]?.waiting.firstIndex(where: { $0.id == id }) else { return nil }
            return state.hosts[host]?.waiting.remove(at: index)
        }
        removed?.continuation.resume(throwing: CancellationError())
    }
}
