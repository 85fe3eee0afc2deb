import Testing
import Viper
import ViperTesting

/// An interactor that loads through its task owner after a simulated delay, as a network
/// call on the virtual clock would, and reports what came.
@MainActor
private final class DelayedLoader {
    private(set) var loaded: [String] = []
    private let clock: any AppClock
    private let tasks: ModuleTasks

    init(clock: any AppClock, tasks: ModuleTasks) {
        self.clock = clock
        self.tasks = tasks
    }

    func load(_ name: String, taking delay: Duration) {
        tasks.start { [weak self, clock] in
            try? await clock.sleep(for: delay)
            self?.loaded.append(name)
        }
    }
}

@MainActor
@Suite("An interactor alone settles as a flow does")
struct InteractorHarnessTests {
    @Test func settlingRunsTheInteractorsWorkMovingTheClockExactlyAsFarAsItNeeds() async {
        let harness = InteractorHarness()
        let loader = DelayedLoader(clock: harness.clock, tasks: harness.tasks)
        let ticks = harness.clock.schedule(after: .seconds(1), repeating: .seconds(1)) {}
        loader.load("page 1", taking: .milliseconds(300))
        loader.load("page 2", taking: .milliseconds(700))

        await harness.settle()

        #expect(loader.loaded == ["page 1", "page 2"])
        #expect(harness.clock.now == .milliseconds(700), "a repeating timer is not work: time stops when the loads end")
        #expect(harness.idle.isIdle)
        ticks.cancel()
    }

    @Test func advancingLetsTimePassAndRunsWhatFallsDue() async {
        let harness = InteractorHarness()
        let loader = DelayedLoader(clock: harness.clock, tasks: harness.tasks)
        loader.load("page 1", taking: .seconds(2))

        await harness.advance(by: .seconds(1))
        #expect(loader.loaded.isEmpty, "not due yet")
        await harness.advance(by: .seconds(1))
        #expect(loader.loaded == ["page 1"])
    }

    @Test func aHarnessLeftWithTheInteractorsWorkInFlightFailsTheTestAndCancelsTheWork() async {
        var tasks: ModuleTasks?
        withKnownIssue {
            let harness = InteractorHarness()
            tasks = harness.tasks
            let loader = DelayedLoader(clock: harness.clock, tasks: harness.tasks)
            loader.load("page 1", taking: .seconds(60))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("the test ended with 1 piece(s) of work in flight") }
        }
        await tasks?.idle.untilIdle()
        #expect(tasks?.idle.isIdle == true, "the work was cancelled")
    }

    @Test func aHarnessLeftWithATimerPendingFailsTheTest() {
        var handle: TimerHandle?
        withKnownIssue {
            let harness = InteractorHarness()
            handle = harness.clock.schedule(after: .seconds(5)) {}
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("the test ended with a timer pending, set at ViperTests/InteractorHarnessTests.swift:") }
        }
        handle?.cancel()
    }
}
