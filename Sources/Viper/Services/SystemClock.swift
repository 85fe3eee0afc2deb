import Foundation

/// The real clock: monotonic time for `now`, the system's calendar date for `date`.
package final class SystemClock: AppClock {
    private let start = ContinuousClock.now

    /// The wall clock, started now.
    package init() {}

    package var now: Duration { ContinuousClock.now - start }

    package var date: Date { Date() }

    package func sleep(for duration: Duration) async throws {
        try await Task.sleep(for: duration)
    }

    @MainActor
    package func schedule(after delay: Duration, repeating interval: Duration?, at site: CodeSite, _ action: @escaping @MainActor () -> Void) -> TimerHandle {
        let task = Task { @MainActor in
            var wait = delay
            while true {
                do { try await Task.sleep(for: wait) } catch { return }
                action()
                guard let interval else { return }
                wait = interval
            }
        }
        return TimerHandle { task.cancel() }
    }

    package func deadline(after delay: Duration, at site: CodeSite, _ action: @escaping @Sendable () -> Void) -> TimerHandle {
        let task = Task.detached {
            do { try await Task.sleep(for: delay) } catch { return }
            action()
        }
        return TimerHandle { task.cancel() }
    }
}
