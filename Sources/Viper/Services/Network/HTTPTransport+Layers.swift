import Foundation

/// The layers an app puts around the transport that leaves the process, each one a transport
/// again, innermost first:
///
///     LiveTransport(until: context.endings)
///         .inRealTime(on: context.clock)
///         .conditioned(by: context.network, on: context.clock)
///         .timingOut(after: .seconds(15), on: context.clock)
extension HTTPTransport {
    /// The real network as a session on a `VirtualClock` sees it: letting virtual time pass
    /// does not wait for an answer, the request's deadline on the clock ends it; waiting until
    /// the work is done still waits for it. On any other clock this changes nothing.
    ///
    /// Only for the transport that leaves the process: work in the process must be waited for
    /// before time moves, or the same script would show different screens from run to run.
    public func inRealTime(on clock: any AppClock) -> any HTTPTransport {
        RealTimeTransport(self, clock: clock)
    }

    /// Goes through the simulated network: offline fails at once without reaching this
    /// transport; otherwise a request waits the latency on `clock`, then goes through.
    public func conditioned(by conditions: NetworkConditions, on clock: any AppClock) -> any HTTPTransport {
        ConditionedTransport(self, conditions: conditions, clock: clock)
    }

    /// Fails a request with `.timeout` when no whole answer came within `timeout` on `clock`,
    /// so timeouts run on a `VirtualClock` in tests and scripts.
    public func timingOut(after timeout: Duration, on clock: any AppClock) -> any HTTPTransport {
        TimeoutTransport(self, timeout: timeout, clock: clock)
    }

    /// Keeps a copy of every successful (2xx) answer as files under `folder`, laid out by
    /// `layout`, for a replay transport to answer from later.
    ///
    /// - Parameters:
    ///   - folder: Where the copies go.
    ///   - layout: The files an answer is kept as, by their paths under `folder`.
    ///   - onError: Told, in one line, of a copy that could not be written; failing to write
    ///     never fails the request.
    public func recording(
        into folder: URL,
        layout: @escaping @Sendable (HTTPRequest, HTTPResponse) -> [(relativePath: String, data: Data)],
        onError: (@Sendable (String) -> Void)? = nil
    ) -> any HTTPTransport {
        var report: (@Sendable (RecordingTransport.Failure) -> Void)?
        if let onError { report = { onError($0.description) } }
        return RecordingTransport(self, folder: folder, layout: layout, onError: report)
    }
}
