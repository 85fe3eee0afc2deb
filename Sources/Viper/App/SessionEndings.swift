import Synchronization

/// What must be done when the session ends, after its modules have closed: a live network
/// client shut down, say. The session runs them once, in the order they were added; one added
/// after that starts at once.
public final class SessionEndings: Sendable {
    private let state = Mutex<(actions: [@Sendable () async -> Void], ended: Bool)>(([], false))

    /// Endings with nothing to do yet.
    public init() {}

    /// Adds `action` to what runs as the session ends; once it has ended, runs `action` at once.
    public func add(_ action: @escaping @Sendable () async -> Void) {
        let ended = state.withLock { state in
            if !state.ended { state.actions.append(action) }
            return state.ended
        }
        if ended { Task { await action() } }
    }

    /// Runs every action added; called once, by whoever owns the session.
    package func run() async {
        let actions = state.withLock { state in
            state.ended = true
            defer { state.actions = [] }
            return state.actions
        }
        for action in actions { await action() }
    }
}
