import Synchronization

/// Counts work in flight (requests, background tasks) so a script can wait until the
/// app is idle. A repeating timer is not work. Work can be parked: held by a test double
/// until the test lets it through, or waiting for other counted work to hand it a result.
///
/// Settling counts rather than follows tasks: a piece of work is at rest while it is asleep
/// on the virtual clock or parked. So each piece must run as one line of steps. Where work
/// fans out, run the branches with `concurrently(_:)`, not `async let` or a task group; where
/// it waits for a result that other counted work delivers, wait with `waitForOtherWork(_:)`.
public final class IdleTracker: Sendable {
    private struct State {
        var inFlight = 0
        var parked = 0
        var nextTaskID = 0
        /// The tasks `task(_:)` started that have not ended yet.
        var tasks: [Int: Task<Void, Never>] = [:]
    }

    private let state = Mutex(State())
    /// Sent whenever work ends or parks: what may bring the app to rest.
    let workStops = ChangeSignal()

    /// A tracker with no work in flight.
    public init() {}

    /// How many pieces of work are in flight, parked ones included.
    public var inFlight: Int {
        @inline(never) get { state.withLock { $0.inFlight } }
    }

    /// Whether no work is in flight.
    public var isIdle: Bool { inFlight == 0 }

    /// Work in flight that is not parked: what settling waits for.
    package var active: Int {
        @inline(never) get { state.withLock { max(0, $0.inFlight - $0.parked) } }
    }

    /// Marks one piece of work in flight as parked, as a test double does when it holds a
    /// request at a gate. Call `unpark()` before letting it through, not after: the work is
    /// active again from that moment, so settling waits for what the release sets off.
    @inline(never) // See `IdleTracker.begin()`.
    public func park() {
        state.withLock { $0.parked += 1 }
        workStops.send()
    }

    /// Marks a parked piece of work active again; call it before letting the work through.
    @inline(never)
    public func unpark() {
        state.withLock { $0.parked = max(0, $0.parked - 1) }
    }

    /// Counts `work` as in flight while it runs.
    public func track<T>(
        isolation: isolated (any Actor)? = #isolation,
        _ work: () async throws -> T
    ) async rethrows -> T {
        begin()
        defer { end() }
        return try await work()
    }

    /// Starts `work` on the main actor, counted as in flight from this call (not from when
    /// the task first runs) until it ends, so `wait idle` cannot slip in between. Deliver
    /// results inside `work`: then the screen has them before the work counts as done.
    @MainActor
    @discardableResult
    public func task(_ work: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        begin()
        let id = state.withLock { state in
            state.nextTaskID += 1
            return state.nextTaskID
        }
        let task = Task { @MainActor in
            defer {
                self.state.withLock { _ = $0.tasks.removeValue(forKey: id) }
                self.end()
            }
            await work()
        }
        // The task runs on the main actor, which this call holds: it cannot have ended yet.
        state.withLock { $0.tasks[id] = task }
        return task
    }

    /// Cancels every task started by `task(_:)` that has not ended, as when the session ends.
    /// They still count as in flight until they return.
    package func cancelAll() {
        for task in state.withLock({ Array($0.tasks.values) }) { task.cancel() }
    }

    /// Returns once no work is in flight (at once if none is): what a test awaits instead of
    /// sleeping. Work started by `task(_:)` has delivered its results by then.
    public func untilIdle() async {
        await workStops.until { isIdle }
    }

    /// Returns once `condition` holds, looking again each time work ends or parks (or when
    /// the task is cancelled): how to wait for what comes from outside, such as a change a
    /// server pushes, by the work it sets off.
    public func until(isolation: isolated (any Actor)? = #isolation, _ condition: () -> Bool) async {
        await workStops.until(isolation: isolation, condition)
    }

    // Not inlined, like every lock this tracker takes for code that may run in an async
    // function off the main actor: Synchronization's `Mutex` on Linux keeps the thread's id in
    // a thread-local, and inlined into an async function the compiler may reuse what it read
    // before a suspension that resumed on another thread; a contended unlock then traps
    // ("Call to unlock Mutex on a thread which hasn't acquired the lock", Swift 6.3).
    /// Counts one more piece of work in flight; each `begin()` needs one `end()`.
    @inline(never)
    package func begin() {
        state.withLock { $0.inFlight += 1 }
    }

    /// Counts one piece of work in flight less, and wakes whoever waits for the app to come to
    /// rest.
    @inline(never)
    package func end() {
        state.withLock { $0.inFlight = max(0, $0.inFlight - 1) }
        workStops.send()
    }
}
