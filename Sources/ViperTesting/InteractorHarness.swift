import Testing
import Viper

/// Runs an interactor alone, with what its module's context would give it: a task owner of its
/// own (``tasks``, as `ModuleContext.tasks` brings it in an app), the idle tracker that counts
/// that work, and a virtual clock that moves only when the test says so. ``settle(within:sourceLocation:)``
/// runs the work in flight to rest with the same code as ``ModuleHarness``'s and the REPL's
/// `wait idle`:
///
///     let harness = InteractorHarness()
///     let interactor = EventsMapInteractor(api: FakeEventsAPI(), clock: harness.clock, tasks: harness.tasks)
///     interactor.start()
///     await harness.settle()
///
/// A test that lets its harness go with work still in flight, or a one-shot timer still
/// pending, fails naming it, and the work is cancelled.
@MainActor
public final class InteractorHarness {
    /// The virtual clock the interactor runs on: it moves only when the test says so.
    public let clock: VirtualClock
    /// What counts the work in flight, which `settle()` waits for: hand it to fake services
    /// that count or park their requests.
    public let idle: IdleTracker
    /// The interactor's task owner, as its module's context would bring it.
    public let tasks: ModuleTasks
    /// Where the test made this harness: where work left in flight is reported.
    private let madeAt: SourceLocation

    /// A harness with no work in flight.
    ///
    /// - Parameters:
    ///   - clock: The virtual clock the interactor runs on, from 2026-01-01 00:00 UTC unless given.
    ///   - sourceLocation: Where work left in flight is reported.
    public init(clock: VirtualClock = VirtualClock(), sourceLocation: SourceLocation = #_sourceLocation) {
        self.clock = clock
        idle = IdleTracker()
        tasks = ModuleTasks(idle: idle)
        madeAt = sourceLocation
    }

    /// Work still in flight, or a one-shot timer still pending on the clock, is a test issue
    /// naming it; work in flight is cancelled.
    deinit {
        WorkInFlight.reportLeftOver(idle: idle, clock: clock, at: madeAt)
    }

    /// Runs the work in flight to rest, as the REPL's `wait idle` does: returns once nothing is
    /// in flight but work a test double holds parked, moving the virtual clock exactly as far
    /// as that work needs; a repeating timer is not work. Work that keeps running for `limit`
    /// of real time without coming to rest is a test issue.
    public func settle(within limit: Duration = .seconds(30), sourceLocation: SourceLocation = #_sourceLocation) async {
        await work.settle(within: limit, sourceLocation: sourceLocation)
    }

    /// Waits until `condition` holds, looking again each time work ends, then settles: for
    /// what arrives from outside (a change a fake server pushes). Not holding after `limit` of
    /// real time is a test issue.
    public func settle(
        until condition: @escaping @MainActor () -> Bool, within limit: Duration = .seconds(10),
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await work.settle(until: condition, within: limit, sourceLocation: sourceLocation)
    }

    /// Lets `duration` of virtual time pass, as the REPL's `wait` does: due timers and sleepers
    /// fire in time order, and the work each one sets off runs to rest before time moves on.
    public func advance(by duration: Duration, sourceLocation: SourceLocation = #_sourceLocation) async {
        await work.advance(by: duration, sourceLocation: sourceLocation)
    }

    /// Cancels every task the interactor started through ``tasks``, as the navigator does when
    /// it lets the module go: how a test shows what the interactor lets go of with its module.
    public func closeModule() {
        tasks.cancelAll()
    }

    /// Cancels the work in flight and settles what is left: how a test ends that holds
    /// requests at a test double's gate on purpose.
    public func cancelWorkInFlight(sourceLocation: SourceLocation = #_sourceLocation) async {
        await work.cancel(sourceLocation: sourceLocation)
    }

    private var work: WorkInFlight { WorkInFlight(idle: idle, clock: clock) }
}
