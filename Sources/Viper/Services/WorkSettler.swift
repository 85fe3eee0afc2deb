/// Runs an app's work in flight to rest: the one implementation behind the REPL's `wait idle`
/// and `wait <duration>` and the test kit's `settle()`. On a `VirtualClock` time moves only
/// when every piece of active work is asleep on the clock, and only to the next wake-up, so
/// the same steps happen in the same order on every run. It compares counts (work in flight,
/// sleepers on the clock, parked work); it does not follow each task.
@MainActor
public struct WorkSettler {
    public let idle: IdleTracker
    public let clock: any AppClock
    /// How long, in real time, work may run without coming to rest before settling gives up.
    public let limit: Duration

    public init(idle: IdleTracker, clock: any AppClock, limit: Duration = .seconds(30)) {
        self.idle = idle
        self.clock = clock
        self.limit = limit
    }

    /// Returns once no work is active (none in flight, or all of it parked). On the virtual
    /// clock, time moves exactly as far as that work needs, and no further.
    public func untilIdle() async throws {
        while true {
            try await untilAtRest()
            guard idle.active > 0 else { return }
            guard let virtual, let wake = virtual.nextWakeUp else { continue }
            virtual.advance(by: wake - virtual.now)
        }
    }

    /// Lets `duration` pass. On the virtual clock time moves from one due timer or sleeper
    /// to the next, and the work each one wakes runs to its next sleep before time moves
    /// on; on any other clock this sleeps.
    public func pass(_ duration: Duration) async throws {
        guard let virtual else { return try await clock.sleep(for: duration) }
        let target = virtual.now + duration
        try await untilAtRest()
        while let next = virtual.nextDeadline, next <= target {
            virtual.advance(by: next - virtual.now)
            try await untilAtRest()
        }
        virtual.advance(by: target - virtual.now)
        try await untilAtRest()
    }

    /// Waits, in real time, until the active work has all finished or is asleep on the
    /// virtual clock, or it has paused for `limit` in all. It looks again after 1 ms, then twice
    /// as long each time up to 50 ms: work that settles at once is seen at once, and work waiting
    /// on a slow server costs twenty wake-ups a second rather than a thousand. It counts the
    /// pauses it asked for, not the time that went by: when other work keeps the main actor
    /// busy (tests run in parallel), the work waited for is held up as much as the settler is.
    public func untilAtRest() async throws {
        var paused = Duration.zero
        var pause = Duration.milliseconds(1)
        while idle.active > 0 && virtual.map({ $0.sleeperCount < idle.active }) ?? true {
            guard paused < limit else { throw SettleTimeout(inFlight: idle.inFlight, limit: limit) }
            try await Task.sleep(for: pause)
            paused += pause
            pause = min(pause * 2, .milliseconds(50))
        }
    }

    private var virtual: VirtualClock? { clock as? VirtualClock }
}

/// Work that kept running, without coming to rest, for longer than settling waits.
public struct SettleTimeout: UserFacingError {
    public let inFlight: Int
    public let limit: Duration

    public var message: String {
        "still \(inFlight) piece(s) of work in flight after \(limit.components.seconds) s of real time"
    }
}
