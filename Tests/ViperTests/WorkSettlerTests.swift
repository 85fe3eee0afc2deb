import Testing
import Viper
import ViperTesting

@MainActor
@Suite("Settling work in flight")
struct WorkSettlerTests {
    final class Steps {
        var done: [String] = []
    }

    @Test func untilIdleMovesTheVirtualClockExactlyAsFarAsTheWorkNeeds() async throws {
        let idle = IdleTracker()
        let clock = VirtualClock()
        let steps = Steps()
        let timer = clock.schedule(after: .seconds(1), repeating: .seconds(1)) { steps.done.append("tick") }
        idle.task {
            try? await clock.sleep(for: .seconds(3))
            steps.done.append("slept 3 s")
            try? await clock.sleep(for: .seconds(2))
            steps.done.append("slept 5 s")
        }

        try await WorkSettler(idle: idle, clock: clock).untilIdle()
        #expect(idle.isIdle)
        #expect(clock.now == .seconds(5), "a repeating timer is not work: time stops when the work ends")
        #expect(steps.done.filter { $0 != "tick" } == ["slept 3 s", "slept 5 s"])
        timer.cancel()
    }

    @Test func passFiresDueTimersAndWakesSleepersInOrder() async throws {
        let idle = IdleTracker()
        let clock = VirtualClock()
        let steps = Steps()
        let timer = clock.schedule(after: .seconds(2), repeating: .seconds(2)) { steps.done.append("tick at \(clock.now)") }
        idle.task {
            try? await clock.sleep(for: .seconds(3))
            steps.done.append("woke at \(clock.now)")
        }

        try await WorkSettler(idle: idle, clock: clock).pass(.seconds(5))
        #expect(clock.now == .seconds(5))
        #expect(steps.done == ["tick at 2.0 seconds", "woke at 3.0 seconds", "tick at 4.0 seconds"])
        timer.cancel()
    }

    @Test func parkedWorkIsAtRestUntilItIsLetThrough() async throws {
        let idle = IdleTracker()
        let clock = VirtualClock()
        let gate = Gate(idle: idle)
        let steps = Steps()
        idle.task {
            await gate.pass()
            steps.done.append("through")
        }
        let settler = WorkSettler(idle: idle, clock: clock)

        try await settler.untilIdle()
        #expect(idle.inFlight == 1 && idle.active == 0, "held at the gate: in flight, but at rest")
        #expect(steps.done.isEmpty)

        gate.open()
        try await settler.untilIdle()
        #expect(idle.isIdle)
        #expect(steps.done == ["through"])
    }

    /// The Rick and Morty card's shape. With `async let` the work counted one piece and two
    /// sleepers, so it looked at rest while a branch ran, and time moved under it.
    @Test func branchesRunConcurrentlyAreAtRestOnlyWhenEveryBranchIs() async throws {
        let idle = IdleTracker()
        let clock = VirtualClock()
        let steps = Steps()
        let held = Held()
        idle.task {
            let results = try? await idle.concurrently(
                {
                    try await clock.sleep(for: .seconds(1))
                    return "slept"
                },
                {
                    try await clock.sleep(for: .seconds(2))
                    return "slept long"
                },
                { await held.value() }
            )
            steps.done.append("\(results.map { [$0.0, $0.1, $0.2] } ?? []) at \(clock.now)")
        }
        await #expect(throws: SettleTimeout.self) {
            try await WorkSettler(idle: idle, clock: clock, limit: .milliseconds(100)).untilIdle()
        }
        #expect(clock.now == .zero, "a branch busy in real time holds time still")

        held.release("held")
        try await WorkSettler(idle: idle, clock: clock).untilIdle()
        #expect(steps.done == [#"["slept", "slept long", "held"] at 2.0 seconds"#])
    }

    @Test func workWaitingForOtherWorkIsAtRestOnlyWhenThatWorkIs() async throws {
        let idle = IdleTracker()
        let clock = VirtualClock()
        let steps = Steps()
        idle.task {
            let delivered = await idle.waitForOtherWork { (deliver: @escaping @Sendable (String) -> Void) in
                idle.task {
                    try? await clock.sleep(for: .seconds(3))
                    deliver("delivered")
                }
            }
            steps.done.append("\(delivered) at \(clock.now)")
            try? await clock.sleep(for: .seconds(1))
            steps.done.append("done at \(clock.now)")
        }
        try await WorkSettler(idle: idle, clock: clock).untilIdle()
        #expect(steps.done == ["delivered at 3.0 seconds", "done at 4.0 seconds"])
        #expect(idle.isIdle)
    }

    /// Parking first would leave a moment, before the other work is counted, where nothing
    /// counts as active and a settler on another thread would stop.
    @Test func workWaitingForOtherWorkParksOnlyOnceThatWorkIsCounted() async {
        let idle = IdleTracker()
        let seen = Steps()
        idle.task {
            let value = await idle.waitForOtherWork { (deliver: @escaping @Sendable (Int) -> Void) in
                seen.done.append("active while starting: \(idle.active)")
                idle.task { deliver(7) }
                seen.done.append("active once started: \(idle.active)")
            }
            seen.done.append("delivered \(value), active: \(idle.active)")
        }
        await idle.untilIdle()
        #expect(seen.done == ["active while starting: 1", "active once started: 2", "delivered 7, active: 1"])
    }

    @Test func workThatNeverRestsIsReportedAfterTheLimit() async {
        let idle = IdleTracker()
        idle.begin()
        // A limit of real pauses, kept tiny: what settling does when work never comes to rest.
        let timeout = await #expect(throws: SettleTimeout.self) {
            try await WorkSettler(idle: idle, clock: VirtualClock(), limit: .milliseconds(20)).untilIdle()
        }
        #expect(timeout?.message == "still 1 piece(s) of work in flight after 0 s of real time")
        idle.end()
    }

    @Test func untilAsleepReturnsOnceTheWorkSleepsOnTheClock() async {
        let idle = IdleTracker()
        let clock = VirtualClock()
        idle.task { try? await clock.sleep(for: .seconds(60)) }
        await clock.untilAsleep()
        #expect(clock.sleeperCount == 1)
        idle.cancelAll()
        await idle.untilIdle()
    }

    @Test func aHarnessLeftWithWorkInFlightFailsTheTestAndCancelsTheWork() async {
        let clock = VirtualClock()
        let steps = Steps()
        var idle: IdleTracker?
        withKnownIssue {
            let harness = ModuleHarness<TallyApp>(clock: clock)
            idle = harness.idle
            harness.idle.task {
                do { try await clock.sleep(for: .seconds(60)) } catch { steps.done.append("cancelled") }
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("the test ended with 1 piece(s) of work in flight") }
        }
        await idle?.untilIdle()
        #expect(steps.done == ["cancelled"])
    }

    @Test func aHarnessLeftWithATimerPendingFailsTheTestNamingWhereItWasSet() {
        var handle: TimerHandle?
        withKnownIssue {
            let harness = ModuleHarness<TallyApp>()
            handle = harness.clock.schedule(after: .seconds(5)) {}
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("the test ended with a timer pending, set at ViperTests/WorkSettlerTests.swift:") }
        }
        handle?.cancel()
    }

    @Test func advancingRunsDueTimersInTimeOrderWithTheWorkEachSetsOffAndSchedules() async {
        let harness = ModuleHarness<TallyApp>()
        let steps = Steps()
        var timers: [TimerHandle] = []
        timers.append(harness.clock.schedule(after: .seconds(2)) { steps.done.append("timer at 2 s") })
        timers.append(
            harness.clock.schedule(after: .seconds(1)) {
                steps.done.append("timer at 1 s")
                harness.idle.task {
                    try? await harness.clock.sleep(for: .milliseconds(500))
                    steps.done.append("its work, 0.5 s later")
                    timers.append(harness.clock.schedule(after: .seconds(1)) { steps.done.append("the timer that work set, at 2.5 s") })
                }
            })
        await harness.advance(by: .seconds(3))
        #expect(steps.done == ["timer at 1 s", "its work, 0.5 s later", "timer at 2 s", "the timer that work set, at 2.5 s"])
        #expect(harness.clock.now == .seconds(3))
    }

    @Test func aHarnessThatSettledEndsQuietly() async {
        let harness = ModuleHarness<TallyApp>()
        harness.idle.task { try? await harness.clock.sleep(for: .seconds(60)) }
        await harness.settle()
        #expect(harness.clock.now == .seconds(60))
    }
}

/// Holds one piece of work, parked, until `open()`: what a test double's gate does.
@MainActor
private final class Gate {
    let idle: IdleTracker
    private var waiter: CheckedContinuation<Void, Never>?

    init(idle: IdleTracker) {
        self.idle = idle
    }

    func pass() async {
        await withCheckedContinuation { continuation in
            idle.park()
            waiter = continuation
        }
    }

    func open() {
        idle.unpark()
        waiter?.resume()
        waiter = nil
    }
}

/// Holds whoever asks for its value, busy in real time (neither asleep nor parked), until
/// `release(_:)`.
@MainActor
private final class Held {
    private var waiter: CheckedContinuation<String, Never>?

    func value() async -> String {
        await withCheckedContinuation { waiter = $0 }
    }

    func release(_ value: String) {
        waiter?.resume(returning: value)
        waiter = nil
    }
}
