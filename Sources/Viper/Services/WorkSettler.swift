/// Runs an app's work in flight to rest: the one implementation behind the REPL's `wait idle`
/// and `wait <duration>` and the test kit's `settle()`. On a `VirtualClock` time moves only
/// when every piece of active work is asleep on the clock, and only to the next wake-up, so
/// the same steps happen in the same order on every run. It compares counts (work in flight,
/// sleepers on the clock, parked work); it does not follow each task. It never looks again
/// after a pause: it sleeps until work ends, parks or falls asleep on the clock, so moving
/// time costs what the work it wakes costs, and waiting costs nothing.
@MainActor
package struct WorkSettler {
    /// What counts the work in flight.
    package let idle: IdleTracker
    /// The clock time moves on.
    package let clock: any AppClock
    /// How long, in real time, one wait for the work to come to rest may last before
    /// settling gives up.
    package let limit: Duration

    /// A settler of the work `idle` counts, moving `clock`.
    ///
    /// - Parameters:
    ///   - idle: What counts the work in flight.
    ///   - clock: The clock time moves on.
    ///   - limit: How long in real time one wait may last before it gives up.
    package init(idle: IdleTracker, clock: any AppClock, limit: Duration = .seconds(30)) {
        self.idle = idle
        self.clock = clock
        self.limit = limit
    }

    /// Returns once no work is active (none in flight, or all of it parked). On the virtual
    /// clock, time moves exactly as far as that work needs, and no further.
    package func untilIdle() async throws {
        try await watching { watch in
            while true {
                try await untilAtRest(watch)
                guard idle.active > 0 else { return }
                guard let virtual, let wake = virtual.nextWakeUp else { continue }
                virtual.advance(by: wake - virtual.now)
            }
        }
    }

    /// Lets `duration` pass. On the virtual clock time moves from one due timer or sleeper
    /// to the next, and the work each one wakes runs to its next sleep before time moves
    /// on; on any other clock this sleeps. A request out on the real network does not hold
    /// time back: its deadline is on this clock, so a server that trickles is cut off on the
    /// way, and `wait 20s` is 20 s of the session's clock however the server behaves.
    package func pass(_ duration: Duration) async throws {
        guard let virtual else { return try await clock.sleep(for: duration) }
        let target = virtual.now + duration
        try await watching { watch in
            try await untilAtRest(watch, realTimeWaitsRest: true)
            while let next = virtual.nextDeadline, next <= target {
                virtual.advance(by: next - virtual.now)
                try await untilAtRest(watch, realTimeWaitsRest: true)
            }
            virtual.advance(by: target - virtual.now)
            try await untilAtRest(watch, realTimeWaitsRest: true)
        }
    }

    /// Returns once the active work has all finished or is asleep on the virtual clock;
    /// throws `SettleTimeout` when it has not after `limit` of real time.
    package func untilAtRest() async throws {
        try await watching { try await untilAtRest($0) }
    }

    /// - Parameter realTimeWaitsRest: whether requests out on the real network count as at
    ///   rest: when time is to pass, yes; when waiting until the work is done, no.
    private func untilAtRest(_ watch: RestWatch, realTimeWaitsRest: Bool = false) async throws {
        guard !isAtRest(realTimeWaitsRest) else { return }
        watch.startWaiting()
        defer { watch.stopWaiting() }
        while !isAtRest(realTimeWaitsRest) {
            guard !watch.hasTimedOut else { throw SettleTimeout(inFlight: idle.inFlight, limit: limit) }
            try Task.checkCancellation()
            await watch.bell.wait()
        }
    }

    private func isAtRest(_ realTimeWaitsRest: Bool) -> Bool {
        let active = idle.active
        guard active > 0 else { return true }
        guard let virtual else { return false }
        return virtual.sleeperCount + (realTimeWaitsRest ? virtual.realTimeWaitCount : 0) >= active
    }

    /// Runs `body` with a watch on what can bring the work to rest.
    private func watching(_ body: (RestWatch) async throws -> Void) async throws {
        let watch = RestWatch([idle.workStops] + (virtual.map { [$0.fallsAsleep] } ?? []), limit: limit)
        defer { watch.stop() }
        try await body(watch)
    }

    private var virtual: VirtualClock? { clock as? VirtualClock }
}

/// Work that kept running, without coming to rest, for longer than settling waits.
package struct SettleTimeout: UserFacingError {
    /// How many pieces of work were still in flight.
    package let inFlight: Int
    /// How long settling waited, in real time.
    package let limit: Duration

    /// What happened, in one line.
    package var message: String {
        "still \(inFlight) piece(s) of work in flight after \(limit.components.seconds) s of real time"
    }
}
