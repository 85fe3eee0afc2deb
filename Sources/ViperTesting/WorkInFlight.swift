import Testing
import Viper

/// The work a test set off, counted by `idle`, on `clock`: how the test kit runs it to rest and
/// what it reports when a test ends with some of it left. `ModuleHarness` and
/// `InteractorHarness` settle through it, with the code behind the REPL's `wait idle`.
@MainActor
struct WorkInFlight {
    /// What counts the work in flight.
    let idle: IdleTracker
    /// The clock time moves on.
    let clock: VirtualClock

    /// Runs the work in flight to rest, moving the clock exactly as far as it needs; work that
    /// keeps running for `limit` of real time is a test issue.
    func settle(within limit: Duration = .seconds(30), sourceLocation: SourceLocation) async {
        await recordingFailures(at: sourceLocation) {
            try await WorkSettler(idle: idle, clock: clock, limit: limit).untilIdle()
        }
    }

    /// Waits until `condition` holds, looking again each time work ends, then settles; not
    /// holding after `limit` of real time is a test issue.
    func settle(until condition: @escaping @MainActor () -> Bool, within limit: Duration, sourceLocation: SourceLocation) async {
        let waiting = Task { @MainActor [idle] in
            await idle.until(condition)
            return condition()
        }
        let deadline = Task {
            try await Task.sleep(for: limit)
            waiting.cancel()
        }
        let held = await waiting.value
        deadline.cancel()
        if !held { Issue.record("what the test waited for did not come within \(limit)", sourceLocation: sourceLocation) }
        await settle(sourceLocation: sourceLocation)
    }

    /// Lets `duration` of virtual time pass as the REPL's `wait` does.
    func advance(by duration: Duration, sourceLocation: SourceLocation) async {
        await recordingFailures(at: sourceLocation) {
            try await WorkSettler(idle: idle, clock: clock).pass(duration)
        }
    }

    /// Cancels the work in flight and settles what is left.
    func cancel(sourceLocation: SourceLocation) async {
        idle.cancelAll()
        await settle(sourceLocation: sourceLocation)
    }

    private func recordingFailures(at sourceLocation: SourceLocation, _ body: () async throws -> Void) async {
        do {
            try await body()
        } catch let timeout as SettleTimeout {
            Issue.record(Comment(rawValue: timeout.message), sourceLocation: sourceLocation)
        } catch {
            Issue.record(error, sourceLocation: sourceLocation)
        }
    }

    /// What a harness checks as it goes: work still in flight is a test issue, and is
    /// cancelled; else each one-shot timer still pending is one, naming where it was set.
    nonisolated static func reportLeftOver(idle: IdleTracker, clock: VirtualClock, at sourceLocation: SourceLocation) {
        let left = idle.inFlight
        if left > 0 {
            idle.cancelAll()
            Issue.record(
                "the test ended with \(left) piece(s) of work in flight: await harness.settle(), or cancelWorkInFlight() for work a test double holds",
                sourceLocation: sourceLocation
            )
        } else {
            for timer in clock.pendingTimers {
                let comment: Comment =
                    "the test ended with a timer pending, set at \(timer.site) to fire at \(timer.due) on the clock (now \(clock.now)): let time pass with await harness.advance(by:), or let its module go"
                Issue.record(comment, sourceLocation: sourceLocation)
            }
        }
    }
}
