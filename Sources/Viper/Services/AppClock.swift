import Foundation

/// Time as the app sees it. Every timer and every delay goes through a clock, so tests and
/// scripts can run on a `VirtualClock` that moves only when told. (Named so it does not shadow
/// `Swift.Clock`; code written against `Swift.Clock` takes `VirtualClock.swiftClock`.)
public protocol AppClock: AnyObject, Sendable {
    /// Time since the clock started.
    var now: Duration { get }
    /// The calendar date and time now.
    var date: Date { get }
    /// Suspends for `duration`; throws `CancellationError` when the task is cancelled.
    func sleep(for duration: Duration) async throws
    /// Runs `action` on the main actor after `delay`, then every `interval` if one is given,
    /// until the returned handle is cancelled or released. `site` is where it was asked for,
    /// for the test kit to name a timer left pending.
    @MainActor
    func schedule(after delay: Duration, repeating interval: Duration?, at site: CodeSite, _ action: @escaping @MainActor () -> Void) -> TimerHandle
    /// Runs `action` once, after `delay`, wherever the clock runs it: a deadline that work off
    /// the main actor sets without waiting for it. Cancelling or releasing the handle stops it.
    func deadline(after delay: Duration, at site: CodeSite, _ action: @escaping @Sendable () -> Void) -> TimerHandle
}

extension AppClock {
    /// Runs `action` on the main actor after `delay`, then every `interval` if one is given, until
    /// the returned handle is cancelled or released.
    ///
    /// The timer is known by the line that asked for it, which the test kit names when a test ends
    /// with it pending.
    ///
    /// - Returns: The handle that keeps the timer alive.
    @MainActor
    public func schedule(
        after delay: Duration, repeating interval: Duration? = nil, fileID: String = #fileID, line: Int = #line,
        _ action: @escaping @MainActor () -> Void
    ) -> TimerHandle {
        schedule(after: delay, repeating: interval, at: CodeSite(fileID: fileID, line: line), action)
    }

    /// Runs `action` once, after `delay`, wherever the clock runs it, until the returned handle is
    /// cancelled or released.
    ///
    /// - Returns: The handle that keeps the deadline alive.
    public func deadline(after delay: Duration, fileID: String = #fileID, line: Int = #line, _ action: @escaping @Sendable () -> Void) -> TimerHandle {
        deadline(after: delay, at: CodeSite(fileID: fileID, line: line), action)
    }
}

/// Where in the code something was asked for: `EventMap/ChangeFeedFollower.swift:67`.
public struct CodeSite: Hashable, Sendable, CustomStringConvertible {
    /// The file, as `#fileID` gives it: `EventMap/ChangeFeedFollower.swift`.
    public let fileID: String
    /// The line in the file.
    public let line: Int

    /// The place of the call, by default.
    package init(fileID: String = #fileID, line: Int = #line) {
        self.fileID = fileID
        self.line = line
    }

    public var description: String { "\(fileID):\(line)" }
}

/// Keeps a timer alive; cancelling it, or letting the last reference go, stops the timer.
public final class TimerHandle: Sendable {
    private let onCancel: @Sendable () -> Void

    init(onCancel: @escaping @Sendable () -> Void) {
        self.onCancel = onCancel
    }

    /// Stops the timer; a timer already fired or stopped stays so.
    public func cancel() {
        onCancel()
    }

    deinit {
        onCancel()
    }
}

/// Durations as the services count them.
extension Duration {
    /// Whole and fractional seconds as a `Double`.
    public var seconds: Double {
        let (whole, attoseconds) = components
        return Double(whole) + Double(attoseconds) / 1e18
    }
}
