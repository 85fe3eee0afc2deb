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
        let handOff = HandOff(idle: self)
        for _ in repeat each branches { handOff.expectOne() }
        let tasks = (repeat handOff.start(each branches))
        // Only now, with every branch counted, may the caller count as at rest.
        handOff.parkUnlessDone()
        let outcomes = await withTaskCancellationHandler {
            (repeat await (each tasks).result)
        } onCancel: {
            for task in repeat each tasks { task.cancel() }
        }
        return (repeat try (each outcomes).get())
    }

    /// Waits, parked, for a result that other counted work delivers through the function
    /// `start` is given (a completion handler). The waiting work parks only once `start` has
    /// returned, so the work it starts is counted first; and it is active again from the
    /// moment the result is delivered, before the deliverer ends. So settling never sees both
    /// at rest in between.
    public func waitForOtherWork<Value: Sendable>(
        isolation: isolated (any Actor)? = #isolation,
        _ start: (@escaping @Sendable (Value) -> Void) -> Void
    ) async -> Value {
        let handOff = HandOff(idle: self)
        handOff.expectOne()
        return await withCheckedContinuation { continuation in
            start { value in
                handOff.oneDone()
                continuation.resume(returning: value)
            }
            handOff.parkUnlessDone()
        }
    }
}

/// What a waiting piece of work waits for: it is parked while any of it is outstanding, and
/// active again, unparked, as the last of it is done, before whoever did it ends.
private final class HandOff: Sendable {
    private let idle: IdleTracker
    private let state = Mutex<(outstanding: Int, parked: Bool)>((0, false))

    init(idle: IdleTracker) {
        self.idle = idle
    }

    // Not inlined: see `IdleTracker.begin()`.
    @inline(never)
    func expectOne() {
        state.withLock { $0.outstanding += 1 }
    }

    @inline(never)
    func parkUnlessDone() {
        state.withLock { state in
            guard state.outstanding > 0 else { return }
            state.parked = true
            idle.park()
        }
    }

    @inline(never)
    func oneDone() {
        state.withLock { state in
            state.outstanding -= 1
            guard state.outstanding == 0, state.parked else { return }
            state.parked = false
            idle.unpark()
        }
    }

    /// Runs `branch` as a task counted from now, which is done when it ends.
    @inline(never)
    func start<Value: Sendable>(_ branch: @escaping @Sendable () async throws -> Value) -> Task<Value, any Error> {
        idle.begin()
        return Task {
            defer {
                oneDone()
                idle.end()
            }
            return try await branch()
        }
    }
}
