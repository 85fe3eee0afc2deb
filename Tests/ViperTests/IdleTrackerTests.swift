import Testing

@testable import Viper

@MainActor
@Suite("IdleTracker", .timeLimit(.minutes(5)))
struct IdleTrackerTests {
    final class Outcome {
        var sleep: Result<Void, any Error>?
    }

    /// What a session does when it ends: its tasks are asked to stop, and awaited.
    @Test func cancelAllStopsTheTasksItStartedWhichCountUntilTheyReturn() async {
        let idle = IdleTracker()
        let clock = VirtualClock()
        let outcome = Outcome()
        idle.task {
            do {
                try await clock.sleep(for: .seconds(3600))
                outcome.sleep = .success(())
            } catch {
                outcome.sleep = .failure(error)
            }
        }
        #expect(idle.inFlight == 1)

        idle.cancelAll()
        await idle.untilIdle()
        #expect(idle.isIdle)
        #expect(throws: CancellationError.self) { try outcome.sleep?.get() }
        #expect(clock.now == .zero, "cancelled, not woken by time")
    }

    @Test func untilIdleReturnsAtOnceWhenNothingIsInFlight() async {
        let idle = IdleTracker()
        await idle.untilIdle()
        #expect(idle.isIdle)
    }

    @Test func aTaskThatEndedIsNotCancelledLater() async {
        let idle = IdleTracker()
        let task = idle.task {}
        await idle.untilIdle()
        idle.cancelAll()
        #expect(!task.isCancelled)
    }
}
