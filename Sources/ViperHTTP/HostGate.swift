import Viper
import Synchronization

/// At most `limit` requests to one host at a time, as browsers allow; a request over the limit
/// waits, and when a place comes free the waiter the user waits for most takes it (then the
/// one that came first). The client's pool then never queues, so its order is this one.
final class HostGate: Sendable {
    private struct Waiter {
        let id: Int
        let priority: HTTPPriority
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct Host {
        var inFlight = 0
        var waiting: [Waiter] = []
    }

    private struct State {
        var hosts: [String: Host] = [:]
        var nextID = 0
    }

    let limit: Int
    private let state = Mutex(State())

    init(limit: Int) {
        self.limit = limit
    }

    /// Waits for a place on `host`; throws `CancellationError` if the task is cancelled first.
    /// Every successful `enter` must be matched by one `leave`.
    func enter(_ host: String, priority: HTTPPriority) async throws {
        let id = state.withLock { state in
            defer { state.nextID += 1 }
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let admitted = state.withLock { state -> Bool in
                    if Task.isCancelled { return false }
                    if state.hosts[host, default: Host()].inFlight < limit {
                        state.hosts[host, default: Host()].inFlight += 1
                        return true
                    }
                    state.hosts[host, default: Host()].waiting.append(Waiter(id: id, priority: priority, continuation: continuation))
                    return false
                }
                if admitted {
                    continuation.resume()
                } else if Task.isCancelled, !isWaiting(id, on: host) {
                    continuation.resume(throwing: CancellationError())
                }
            }
        } onCancel: {
            cancel(id, on: host)
        }
    }

    /// Gives the place back: the first waiter of the highest priority takes it.
    func leave(_ host: String) {
        let next = state.withLock { state -> Waiter? in
            guard var entry = state.hosts[host] else { return nil }
            if let index = Self.nextIndex(in: entry.waiting) {
                let waiter = entry.waiting.remove(at: index)
                state.hosts[host] = entry
                return waiter
            }
            entry.inFlight -= 1
            state.hosts[host] = entry.inFlight == 0 ? nil : entry
            return nil
        }
        next?.continuation.resume()
    }

    /// How many requests wait for a place on `host`.
    func waitingCount(_ host: String) -> Int {
        state.withLock { $0.hosts[host]?.waiting.count ?? 0 }
    }

    private func isWaiting(_ id: Int, on host: String) -> Bool {
        state.withLock { $0.hosts[host]?.waiting.contains { $0.id == id } ?? false }
    }

    private func cancel(_ id: Int, on host: String) {
        let removed = state.withLock { state -> Waiter? in
            guard let index = state.hosts[host]?.waiting.firstIndex(where: { $0.id == id }) else { return nil }
            return state.hosts[host]?.waiting.remove(at: index)
        }
        removed?.continuation.resume(throwing: CancellationError())
    }

    private static func nextIndex(in waiting: [Waiter]) -> Int? {
        guard let best = waiting.map(\.priority).max() else { return nil }
        return waiting.firstIndex { $0.priority == best }
    }
}
