/// Fails a request with `.timeout` when the inner transport has not answered within
/// `timeout` on the clock, so timeouts run on a `VirtualClock` in tests and scripts. The
/// deadline is for the whole request: an answer whose body trickles in is cut off too.
/// Whichever finishes first wins and the other is cancelled; the answer comes once the
/// loser has stopped, so the inner transport should honour cancellation.
///
/// The request counts as work in flight on `idle` while it runs. That balances the
/// deadline's own sleeper on the clock, so `wait idle` still sees an inner transport busy
/// in real time as busy, and does not jump the virtual clock to the deadline meanwhile.
public struct TimeoutTransport: HTTPTransport {
    private let inner: any HTTPTransport
    private let timeout: Duration
    private let clock: any AppClock
    private let idle: IdleTracker

    public init(_ inner: any HTTPTransport, timeout: Duration, clock: any AppClock, idle: IdleTracker) {
        self.inner = inner
        self.timeout = timeout
        self.clock = clock
        self.idle = idle
    }

    public func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        let inner = inner
        let timeout = timeout
        let clock = clock
        idle.begin()
        defer { idle.end() }
        let outcome = await withTaskGroup(of: Result<HTTPResponse, HTTPError>?.self, returning: Result<HTTPResponse, HTTPError>?.self) { group in
            group.addTask {
                do throws(HTTPError) {
                    return .success(try await inner.send(request))
                } catch {
                    return .failure(error)
                }
            }
            group.addTask {
                do {
                    try await clock.sleep(for: timeout)
                    return .failure(.timeout)
                } catch {
                    return nil
                }
            }
            // A cancelled timer yields nil; the first real outcome decides.
            for await outcome in group {
                if let outcome {
                    group.cancelAll()
                    return outcome
                }
            }
            return nil
        }
        guard let outcome else { throw .cancelled }
        return try outcome.get()
    }
}
