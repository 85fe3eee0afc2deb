import Testing
import Viper

extension ModuleHarness {
    /// Runs the work in flight to rest, as the REPL's `wait idle` does and with the same
    /// code: returns once nothing is in flight but work a test double holds parked, moving the
    /// virtual clock exactly as far as that work needs. What a test awaits instead of sleeping.
    /// Work that keeps running for `limit` of real time without coming to rest is a test issue.
    public func settle(within limit: Duration = .seconds(30), sourceLocation: SourceLocation = #_sourceLocation) async {
        beginStep(at: sourceLocation)
        defer { stepTaken() }
        await work.settle(within: limit, sourceLocation: sourceLocation)
    }

    /// Waits until `condition` holds, looking again each time work ends, then settles: for
    /// what arrives from outside the app (a change a server pushes), which no work in flight
    /// stands for until it comes. Not holding after `limit` of real time is a test issue.
    public func settle(
        until condition: @escaping @MainActor () -> Bool, within limit: Duration = .seconds(10),
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        beginStep(at: sourceLocation)
        defer { stepTaken() }
        await work.settle(until: condition, within: limit, sourceLocation: sourceLocation)
    }

    /// Cancels the work in flight and settles what is left: how a test ends that holds
    /// requests at a test double's gate on purpose.
    public func cancelWorkInFlight(sourceLocation: SourceLocation = #_sourceLocation) async {
        beginStep(at: sourceLocation)
        defer { stepTaken() }
        await work.cancel(sourceLocation: sourceLocation)
    }

    /// Lets `duration` of virtual time pass, as the REPL's `wait` does: due timers and sleepers
    /// fire in time order, and the work each one sets off, with any it schedules in turn, runs
    /// to rest before time moves on. A request out on the real network does not hold time back.
    public func advance(by duration: Duration, sourceLocation: SourceLocation = #_sourceLocation) async {
        beginStep(at: sourceLocation)
        defer { stepTaken() }
        await work.advance(by: duration, sourceLocation: sourceLocation)
    }

    /// The app's work in flight, on the harness's clock.
    private var work: WorkInFlight { WorkInFlight(idle: idle, clock: clock) }
}
