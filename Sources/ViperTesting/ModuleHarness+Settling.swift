import Testing
import Viper

extension ModuleHarness {
    /// Runs the work in flight to rest, as the REPL's `wait idle` does and with the same
    /// code: returns once nothing is in flight but work a test double holds parked, moving the
    /// virtual clock exactly as far as that work needs. What a test awaits instead of sleeping.
    /// Work that keeps running for `limit` of real time without coming to rest is a test issue.
    public func settle(within limit: Duration = .seconds(30), sourceLocation: SourceLocation = #_sourceLocation) async {
        do {
            try await WorkSettler(idle: idle, clock: clock, limit: limit).untilIdle()
        } catch let timeout as SettleTimeout {
            Issue.record(Comment(rawValue: timeout.message), sourceLocation: sourceLocation)
        } catch {
            Issue.record(error, sourceLocation: sourceLocation)
        }
    }

    /// Cancels the work in flight and settles what is left: how a test ends that holds
    /// requests at a test double's gate on purpose.
    public func cancelWorkInFlight(sourceLocation: SourceLocation = #_sourceLocation) async {
        idle.cancelAll()
        await settle(sourceLocation: sourceLocation)
    }
}
