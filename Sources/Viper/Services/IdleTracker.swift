import Synchronization

/// Counts work in flight (requests, background tasks) so a script can wait until the
/// app is idle. A repeating timer is not work.
public final class IdleTracker: Sendable {
    private let count = Mutex(0)

    public init() {}

    public var inFlight: Int { count.withLock { $0 } }

    public var isIdle: Bool { inFlight == 0 }

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
        return Task { @MainActor in
            defer { self.end() }
            await work()
        }
    }

    public func begin() {
        count.withLock { $0 += 1 }
    }

    public func end() {
        count.withLock { $0 = max(0, $0 - 1) }
    }
}
