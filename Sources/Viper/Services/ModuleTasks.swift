import Synchronization

/// The work one module started. Each task is counted by the idle tracker while it runs, and
/// every task still running is cancelled when the navigator lets the module go. The module's
/// context brings it; no module makes its own.
///
/// A task's closure must not hold the interactor strongly (capture `[weak self]`), or the
/// module would live until the task ends.
public final class ModuleTasks: Sendable {
    /// What counts the module's work in flight.
    public let idle: IdleTracker
    private let running = Mutex<[Int: Task<Void, Never>]>([:])
    private let lastID = Mutex(0)

    /// The tasks of one module, counted by `idle`.
    public init(idle: IdleTracker) {
        self.idle = idle
    }

    deinit {
        cancelAll()
    }

    /// Cancels every task still running.
    package func cancelAll() {
        for task in running.withLock({ $0.values }) { task.cancel() }
    }

    /// Starts `work` on the main actor, counted as in flight from this call until it ends.
    @MainActor
    @discardableResult
    public func start(_ work: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        let id = nextID()
        let task = idle.task { [weak self] in
            defer { self?.finished(id) }
            await work()
        }
        // The task runs on the main actor, which this call holds: it cannot have ended yet.
        running.withLock { $0[id] = task }
        return task
    }

    /// Starts `work` that waits on others rather than works, such as reading a change feed: it
    /// is not counted as in flight, so waiting for the app to come to rest does not wait for
    /// it. Start what it sets off with `start(_:)`, so that is waited for. It is cancelled with
    /// the module, like the rest.
    @MainActor
    @discardableResult
    public func listen(_ work: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        let id = nextID()
        let task = Task { @MainActor [weak self] in
            defer { self?.finished(id) }
            await work()
        }
        running.withLock { $0[id] = task }
        return task
    }

    private func nextID() -> Int {
        lastID.withLock { id in
            id += 1
            return id
        }
    }

    private func finished(_ id: Int) {
        _ = running.withLock { $0.removeValue(forKey: id) }
    }

    /// How many of this module's tasks are running.
    package var count: Int { running.withLock { $0.count } }
}
