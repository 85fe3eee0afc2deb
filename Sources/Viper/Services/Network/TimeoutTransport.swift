import Synchronization

/// Fails a request with `.timeout` when the inner transport has not answered within
/// `timeout` on the clock, so timeouts run on a `VirtualClock` in tests and scripts. The
/// deadline is for the whole request: an answer whose body trickles in is cut off too. At
/// the deadline the request is cancelled and the answer comes once it has stopped, so the
/// inner transport should honour cancellation.
///
/// The deadline is a timer, not a task asleep on the clock: settling counts sleepers as work
/// at rest, and a deadline is not work. So `wait idle` sees an inner transport busy in real
/// time as busy, and does not jump the virtual clock to the deadline meanwhile.
package struct TimeoutTransport: StreamingHTTPTransport {
    private let inner: any HTTPTransport
    private let timeout: Duration
    private let clock: any AppClock

    /// Sends through `inner`, failing a request that takes longer than `timeout` on `clock`.
    package init(_ inner: any HTTPTransport, timeout: Duration, clock: any AppClock) {
        self.inner = inner
        self.timeout = timeout
        self.clock = clock
    }

    /// Sends `request` through the inner transport.
    ///
    /// - Throws: `HTTPError.timeout` when the answer is not whole by the deadline.
    package func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        let inner = inner
        let deadline = Deadline()
        // Set before the request leaves: time cannot move while this task runs, so the timer
        // is in place before anything the request does can wait on the clock.
        let timer = clock.deadline(after: timeout) { deadline.pass() }
        defer { timer.cancel() }
        // The request runs as a task of its own so the deadline can stop it; this task waits
        // for it and nothing else, so the work goes on in it as one piece.
        let exchange = Task { () async -> Result<HTTPResponse, HTTPError> in
            do throws(HTTPError) {
                return .success(try await inner.send(request))
            } catch {
                return .failure(error)
            }
        }
        deadline.stops(exchange)
        let outcome = await withTaskCancellationHandler {
            await exchange.value
        } onCancel: {
            exchange.cancel()
        }
        if case .failure = outcome, deadline.hasPassed { throw .timeout }
        return try outcome.get()
    }

    /// A stream lasts as long as its reader wants: it has no deadline.
    package func stream(_ request: HTTPRequest) async throws(HTTPError) -> HTTPStreamingResponse {
        try await inner.streamed(request)
    }
}

/// When a request's time is up: cancels the request it stops, as soon as both are known.
/// Its locks are not inlined into `send`: see `IdleTracker.begin()`.
private final class Deadline: Sendable {
    private let state = Mutex<(passed: Bool, request: Task<Result<HTTPResponse, HTTPError>, Never>?)>((false, nil))

    var hasPassed: Bool {
        @inline(never) get { state.withLock { $0.passed } }
    }

    @inline(never)
    func pass() {
        state.withLock { state in
            state.passed = true
            return state.request
        }?.cancel()
    }

    @inline(never)
    func stops(_ request: Task<Result<HTTPResponse, HTTPError>, Never>) {
        let passed = state.withLock { state in
            state.request = request
            return state.passed
        }
        if passed { request.cancel() }
    }
}
