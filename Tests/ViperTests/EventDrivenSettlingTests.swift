import Foundation
import Testing

@testable import Viper

/// Settling sleeps until work ends, parks or falls asleep on the clock; it never looks again
/// after a pause. Moving time costs what the work it wakes costs.
@MainActor
@Suite("Settling is event-driven", .timeLimit(.minutes(5)))
struct EventDrivenSettlingTests {
    typealias Steps = WorkSettlerTests.Steps

    @Test func aWaitingSettlerIsResumedByTheTrackerWhenTheLastWorkEnds() async throws {
        let idle = IdleTracker()
        let clock = VirtualClock()
        let steps = Steps()
        var release: CheckedContinuation<Void, Never>?
        idle.task {
            await withCheckedContinuation { release = $0 }
            steps.done.append("work ended")
        }
        let settling = Task {
            try await WorkSettler(idle: idle, clock: clock).untilIdle()
            steps.done.append("settled")
        }
        // The main actor runs jobs in order: the work and the settler have both suspended.
        await Task.yield()
        #expect(idle.workStops.watcherCount == 1, "the settler waits on the tracker's signal")
        #expect(clock.fallsAsleep.watcherCount == 1, "and on the clock's")
        #expect(steps.done.isEmpty)

        release?.resume()
        try await settling.value
        #expect(steps.done == ["work ended", "settled"])
        #expect(idle.workStops.watcherCount == 0 && clock.fallsAsleep.watcherCount == 0, "a settler that returned watches nothing")
    }

    @Test func workEndingOnAnotherThreadWakesTheSettler() async throws {
        let idle = IdleTracker()
        idle.begin()
        let settling = Task { try await WorkSettler(idle: idle, clock: SystemClock()).untilIdle() }
        await Task.yield()
        #expect(idle.workStops.watcherCount == 1)
        Thread { idle.end() }.start()
        try await settling.value
        #expect(idle.isIdle)
    }

    /// The Event Map's shape: a repeating timer whose every tick starts a request that takes
    /// half a second. Time moves to each tick, then to each answer, never past work in flight.
    @Test func passRunsTheWorkEachTickStartsBeforeTimeMovesOn() async throws {
        let idle = IdleTracker()
        let clock = VirtualClock()
        let steps = Steps()
        let timer = clock.schedule(after: .seconds(1), repeating: .seconds(1)) {
            steps.done.append("poll at \(clock.now)")
            idle.task {
                try? await clock.sleep(for: .milliseconds(500))
                steps.done.append("answer at \(clock.now)")
            }
        }

        try await WorkSettler(idle: idle, clock: clock).pass(.seconds(3))
        #expect(clock.now == .seconds(3))
        #expect(
            steps.done == [
                "poll at 1.0 seconds", "answer at 1.5 seconds",
                "poll at 2.0 seconds", "answer at 2.5 seconds",
                "poll at 3.0 seconds",
            ])
        #expect(idle.active == 1 && clock.sleeperCount == 1, "the last poll is asleep until 3.5 s, past the wait")

        try await WorkSettler(idle: idle, clock: clock).untilIdle()
        #expect(clock.now == .milliseconds(3500))
        #expect(steps.done.last == "answer at 3.5 seconds")
        timer.cancel()
    }

    @Test func untilIdleOfTheTrackerIsResumedByEndNotBefore() async {
        let idle = IdleTracker()
        let steps = Steps()
        idle.begin()
        idle.begin()
        let waiting = Task {
            await idle.untilIdle()
            steps.done.append("idle")
        }
        await Task.yield()
        idle.end()
        await Task.yield()
        #expect(steps.done.isEmpty, "one piece of work is still in flight")
        idle.end()
        await waiting.value
        #expect(steps.done == ["idle"])
    }
}
