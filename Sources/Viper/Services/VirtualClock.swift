import Foundation
import Synchronization

/// A clock that moves only when told. `advance(by:)` fires due timers and wakes sleepers
/// in deadline order (ties in the order they were scheduled), so runs are reproducible.
public final class VirtualClock: AppClock {
    private struct Timer {
        let id: Int
        var deadline: Duration
        var order: Int
        let interval: Duration?
        let site: CodeSite
        let action: @MainActor () -> Void
    }

    private struct Sleeper {
        let id: Int
        let deadline: Duration
        let order: Int
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now: Duration = .zero
        var nextID = 0
        var timers: [Timer] = []
        var sleepers: [Sleeper] = []
        var cancelledSleepers: Set<Int> = []
        var realTimeWaits: Set<Int> = []

        mutating func makeID() -> Int {
            nextID += 1
            return nextID
        }
    }

    private let state = Mutex(State())
    private let startDate: Date
    /// Sent whenever a task falls asleep on this clock.
    let fallsAsleep = ChangeSignal()

    /// 2026-01-01 00:00 UTC: where tests start, so what they see does not depend on the day.
    public static let fixedStart = Date(timeIntervalSince1970: 1_767_225_600)

    /// - Parameter startDate: the calendar date at time zero.
    public init(startDate: Date = VirtualClock.fixedStart) {
        self.startDate = startDate
    }

    public var now: Duration { state.withLock { $0.now } }

    public var date: Date { startDate.addingTimeInterval(now.seconds) }

    /// How many tasks are asleep on this clock.
    package var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    /// The earliest moment a timer fires or a sleeper wakes.
    package var nextDeadline: Duration? {
        state.withLock { state in
            let timer = state.timers.lazy.map(\.deadline).min()
            let sleeper = state.sleepers.lazy.map(\.deadline).min()
            guard let timer, let sleeper else { return timer ?? sleeper }
            return min(timer, sleeper)
        }
    }

    /// Returns once at least `count` tasks are asleep on this clock: how a test waits for work
    /// that real threads carry (a request on a real socket) to reach its first deadline.
    public func untilAsleep(_ count: Int = 1) async {
        await fallsAsleep.until { sleeperCount >= count }
    }

    /// The earliest moment a sleeper wakes, if any sleeps.
    package var nextWakeUp: Duration? { state.withLock { $0.sleepers.lazy.map(\.deadline).min() } }

    /// How many waits on the real world are under way (see `RealTimeTransport`): work that
    /// letting time pass does not wait for, since a deadline on this clock ends each of them.
    package var realTimeWaitCount: Int { state.withLock { $0.realTimeWaits.count } }

    /// Runs `body`, a wait on the real world, counted in `realTimeWaitCount` until it ends or
    /// its task is cancelled: a cancelled wait is winding down, work like any other.
    func waitingInRealTime<T: Sendable, E: Error>(_ body: () async throws(E) -> T) async throws(E) -> T {
        let id = beginRealTimeWait()
        defer { endRealTimeWait(id) }
        let outcome = await withTaskCancellationHandler { () async -> Result<T, E> in
            do throws(E) {
                return .success(try await body())
            } catch {
                return .failure(error)
            }
        } onCancel: {
            endRealTimeWait(id)
        }
        return try outcome.get()
    }

    // Not inlined: see `IdleTracker.begin()`.
    @inline(never)
    private func beginRealTimeWait() -> Int {
        let id = state.withLock { state in
            let id = state.makeID()
            state.realTimeWaits.insert(id)
            return id
        }
        fallsAsleep.send()
        return id
    }

    @inline(never)
    private func endRealTimeWait(_ id: Int) {
        state.withLock { _ = $0.realTimeWaits.remove(id) }
    }

    public func sleep(for duration: Duration) async throws {
        try Task.checkCancellation()
        guard duration > .zero else { return }
        try await sleep(until: .after(duration))
    }

    /// Suspends until virtual time reaches `deadline` (time since the clock started);
    /// throws `CancellationError` when the task is cancelled.
    package func sleep(until deadline: Duration) async throws {
        try Task.checkCancellation()
        guard deadline > now else { return }
        try await sleep(until: .at(deadline))
    }

    /// A deadline read against `now` under the lock, so an advance cannot slip in between.
    private enum Deadline {
        case after(Duration)
        case at(Duration)

        func moment(from now: Duration) -> Duration {
            switch self {
            case .after(let duration): now + duration
            case .at(let moment): moment
            }
        }
    }

    private enum SleepOutcome { case asleep, due, cancelled }

    private func sleep(until deadline: Deadline) async throws {
        let id = state.withLock { $0.makeID() }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let outcome = state.withLock { state -> SleepOutcome in
                    if state.cancelledSleepers.remove(id) != nil { return .cancelled }
                    let moment = deadline.moment(from: state.now)
                    guard moment > state.now else { return .due }
                    state.sleepers.append(Sleeper(id: id, deadline: moment, order: state.makeID(), continuation: continuation))
                    return .asleep
                }
                switch outcome {
                case .cancelled: continuation.resume(throwing: CancellationError())
                case .due: continuation.resume()
                case .asleep: fallsAsleep.send()
                }
            }
        } onCancel: {
            let sleeper = state.withLock { state -> Sleeper? in
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
                    state.cancelledSleepers.insert(id)
                    return nil
                }
                return state.sleepers.remove(at: index)
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    @MainActor
    public func schedule(after delay: Duration, repeating interval: Duration?, at site: CodeSite, _ action: @escaping @MainActor () -> Void) -> TimerHandle {
        addTimer(after: delay, repeating: interval, at: site, action)
    }

    /// Fires, like every timer, on the main actor while `advance(by:)` passes its moment.
    public func deadline(after delay: Duration, at site: CodeSite, _ action: @escaping @Sendable () -> Void) -> TimerHandle {
        addTimer(after: delay, repeating: nil, at: site) { action() }
    }

    /// The timers that will fire once and have not yet: work scheduled for later, by where it
    /// was asked for and when it falls due. (A repeating timer is a clock the app keeps, not work.)
    package var pendingTimers: [(site: CodeSite, due: Duration)] {
        state.withLock { state in state.timers.filter { $0.interval == nil }.sorted { $0.deadline < $1.deadline }.map { ($0.site, $0.deadline) } }
    }

    private func addTimer(after delay: Duration, repeating interval: Duration?, at site: CodeSite, _ action: @escaping @MainActor () -> Void) -> TimerHandle {
        let id = state.withLock { state in
            let id = state.makeID()
            let period = interval.map { max($0, .nanoseconds(1)) }
            state.timers.append(Timer(id: id, deadline: state.now + max(delay, .zero), order: id, interval: period, site: site, action: action))
            return id
        }
        return TimerHandle { [weak self] in
            self?.state.withLock { $0.timers.removeAll { $0.id == id } }
        }
    }

    /// Moves time forward by `duration`, firing every timer and waking every sleeper that
    /// falls due on the way, each at its own moment.
    @MainActor
    public func advance(by duration: Duration) {
        let target = now + max(duration, .zero)
        while let event = takeNextEvent(until: target) {
            switch event {
            case .timer(let action): action()
            case .sleeper(let continuation): continuation.resume()
            }
        }
        state.withLock { $0.now = max($0.now, target) }
    }

    private enum Event {
        case timer(@MainActor () -> Void)
        case sleeper(CheckedContinuation<Void, any Error>)
    }

    private func takeNextEvent(until target: Duration) -> Event? {
        state.withLock { state -> Event? in
            let timer = state.timers.indices.min { (state.timers[$0].deadline, state.timers[$0].order) < (state.timers[$1].deadline, state.timers[$1].order) }
            let sleeper = state.sleepers.indices.min {
                (state.sleepers[$0].deadline, state.sleepers[$0].order) < (state.sleepers[$1].deadline, state.sleepers[$1].order)
            }
            let timerKey = timer.map { (state.timers[$0].deadline, state.timers[$0].order) }
            let sleeperKey = sleeper.map { (state.sleepers[$0].deadline, state.sleepers[$0].order) }
            if let timer, let timerKey, timerKey.0 <= target, sleeperKey.map({ timerKey < $0 }) ?? true {
                state.now = timerKey.0
                let fired = state.timers[timer]
                if let interval = fired.interval {
                    state.timers[timer].deadline += interval
                    state.timers[timer].order = state.makeID()
                } else {
                    state.timers.remove(at: timer)
                }
                return .timer(fired.action)
            }
            if let sleeper, let sleeperKey, sleeperKey.0 <= target {
                state.now = sleeperKey.0
                return .sleeper(state.sleepers.remove(at: sleeper).continuation)
            }
            return nil
        }
    }
}
