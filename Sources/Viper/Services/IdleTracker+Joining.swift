import Synchronization

extension IdleTracker {
    /// Runs each of `branches` side by side and returns all their results once every one has
    /// ended; the first failure in argument order is thrown then. Each branch counts as work in
    /// flight from this call and the caller as parked while it waits, so settling knows when
    /// every branch is at rest: what a counted task uses where it would write `async let`.
    /// Cancelling the caller cancels the branches.
    public func concurrently<each Result: Sendable>(
        _ branches: repeat @escaping @Sendable () async throws -> each Result
    ) async throws -> (repeat each Result) {
        var count = 0
        for _ in repeat each branches { count += 1 }
        let join = Join(idle: self, branches: count)
        if count > 0 { park() }
        let tasks = (repeat join.start(each branches))
        let outcomes = await withTaskCancellationHandler {
            (repeat await (each tasks).result)
        } onCancel: {
            for task in repeat each tasks { task.cancel() }
        }
        return (repeat try (each outcomes).get())
    }

    /// Waits, parked, for a result that other counted work delivers through the function
    /// `start` is given (a completion handler). The waiting work is active again from the
    /// moment the result is delivered, before the deliverer counts as ended, so settling never
    /// sees both at rest in between.
    public func waitForOtherWork<Value: Sendable>(
        isolation: isolated (any Actor)? = #isolation,
        _ start: (@escaping @Sendable (Value) -> Void) -> Void
    ) async -> Value {
        park()
        return await withCheckedContinuation { continuation in
            start { value in
                self.unpark()
                continuation.resume(returning: value)
            }
        }
    }
}

/// The branches of one `concurrently` call: the last to end makes the caller active again
/// before it counts as ended itself.
private final class Join: Sendable {
    private let idle: IdleTracker
    private let remaining: Mutex<Int>

    init(idle: IdleTracker, branches: Int) {
        self.idle = idle
        remaining = Mutex(branches)
    }

    func start<Value: Sendable>(_ branch: @escaping @Sendable () async throws -> Value) -> Task<Value, any Error> {
        idle.begin()
        return Task {
            defer { branchEnded() }
            return try await branch()
        }
    }

    private func branchEnded() {
        let last = remaining.withLock { remaining in
            remaining -= 1
            return remaining == 0
        }
        if last { idle.unpark() }
        idle.end()
    }
}
