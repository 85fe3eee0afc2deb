import Viper

/// Keeps the server's change feed open while the map is on screen. When the feed is lost it
/// tries again on the clock, 1 s later, then 2, 4 … and at most 30 s apart, asking for what
/// came after the last change it saw, so no change is missed or told twice. The wait starts
/// again from 1 s once a feed has told a change or stayed open for 30 s, so a server that
/// accepts and drops at once is not asked every second.
@MainActor final class ChangeFeedFollower {
    enum Status: Equatable {
        case connecting
        case online
        /// Open again after being lost; says so for `backOnlineShown`, then is `online`.
        case backOnline
        case offline(retryIn: Duration)

        var isOffline: Bool {
            if case .offline = self { true } else { false }
        }
    }

    static let firstRetry = Duration.seconds(1)
    static let longestRetry = Duration.seconds(30)
    static let backOnlineShown = Duration.seconds(5)

    private let api: any EventsAPI
    private let clock: any AppClock
    private let tasks: ModuleTasks
    private(set) var status = Status.connecting
    private var lastSeen: Int?
    private var nextRetry = firstRetry
    private var openedAt: Duration?
    private var timer: TimerHandle?
    private let onStatus: @MainActor (Status) -> Void
    private let onChange: @MainActor () -> Void

    /// - Parameters:
    ///   - onStatus: told each time the feed opens, is lost, or stops saying it is back.
    ///   - onChange: told of each change on the feed.
    init(
        api: any EventsAPI, clock: any AppClock, tasks: ModuleTasks,
        onStatus: @escaping @MainActor (Status) -> Void, onChange: @escaping @MainActor () -> Void
    ) {
        self.api = api
        self.clock = clock
        self.tasks = tasks
        self.onStatus = onStatus
        self.onChange = onChange
    }

    func start() {
        connect()
    }

    /// Counted as work until the feed is open or refused, so the first load is waited for.
    private func connect() {
        let (api, lastSeen) = (api, lastSeen)
        tasks.start { [weak self] in
            do {
                let changes = try await api.changes(after: lastSeen)
                self?.opened(changes)
            } catch {
                self?.lost()
            }
        }
    }

    private func opened(_ changes: AsyncThrowingStream<Int, any Error>) {
        let wasLost = status.isOffline
        openedAt = clock.now
        update(wasLost ? .backOnline : .online)
        if wasLost {
            timer = clock.schedule(after: Self.backOnlineShown) { [weak self] in self?.update(.online) }
        }
        // Waiting for the next change is not work; what a change or a loss sets off is.
        tasks.listen { [weak self] in
            do {
                for try await sequence in changes {
                    self?.lastSeen = sequence
                    self?.nextRetry = Self.firstRetry
                    self?.onChange()
                }
            } catch {}
            guard let self, !Task.isCancelled else { return }
            tasks.start { [weak self] in self?.lost() }
        }
    }

    private func lost() {
        if let openedAt, clock.now - openedAt >= Self.longestRetry { nextRetry = Self.firstRetry }
        openedAt = nil
        let wait = nextRetry
        nextRetry = min(nextRetry * 2, Self.longestRetry)
        update(.offline(retryIn: wait))
        timer = clock.schedule(after: wait) { [weak self] in self?.connect() }
    }

    private func update(_ status: Status) {
        self.status = status
        onStatus(status)
    }
}
