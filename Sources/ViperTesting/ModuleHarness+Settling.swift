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
        await settleWork(within: limit, sourceLocation: sourceLocation)
    }

    private func settleWork(within limit: Duration = .seconds(30), sourceLocation: SourceLocation) async {
        do {
            try await WorkSettler(idle: idle, clock: clock, limit: limit).untilIdle()
        } catch let timeout as SettleTimeout {
            Issue.record(Comment(rawValue: timeout.message), sourceLocation: sourceLocation)
        } catch {
            Issue.record(error, sourceLocation: sourceLocation)
        }
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
        let waiting = Task { @MainActor in
            await self.idle.until(condition)
            return condition()
        }
        let deadline = Task {
            try await Task.sleep(for: limit)
            waiting.cancel()
        }
        let held = await waiting.value
        deadline.cancel()
        if !held { Issue.record("what the test waited for did not come within \(limit)", sourceLocation: sourceLocation) }
        await settleWork(sourceLocation: sourceLocation)
    }

    /// Cancels the work in flight and settles what is left: how a test ends that holds
    /// requests at a test double's gate on purpose.
    public func cancelWorkInFlight(sourceLocation: SourceLocation = #_sourceLocation) async {
        beginStep(at: sourceLocation)
        defer { stepTaken() }
        idle.cancelAll()
        await settleWork(sourceLocation: sourceLocation)
    }
}
