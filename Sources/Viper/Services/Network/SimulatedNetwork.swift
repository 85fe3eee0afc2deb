import Synchronization

/// The simulated network's state, shared by every request and changed at any time by the
/// REPL (`sim network online|offline|latency <ms>`) or `--latency MS`.
public final class NetworkConditions: Sendable {
    private struct State {
        var isOnline: Bool
        var latency: Duration
        /// The requests sent since they were last taken, while `keepsRequests` is on.
        var requests: [String]?
    }

    private let state: Mutex<State>

    /// A network online or not, answering after `latency`.
    public init(isOnline: Bool = true, latency: Duration = .zero) {
        state = Mutex(State(isOnline: isOnline, latency: max(latency, .zero)))
    }

    /// Read after a request's latency, in an async function: not inlined (see
    /// `IdleTracker.begin()`).
    public var isOnline: Bool {
        @inline(never) get { state.withLock { $0.isOnline } }
        set { state.withLock { $0.isOnline = newValue } }
    }

    /// How long each request waits on the clock before it is sent; never negative.
    public var latency: Duration {
        get { state.withLock { $0.latency } }
        set { state.withLock { $0.latency = max(newValue, .zero) } }
    }

    /// Whether each request sent through these conditions is kept, as `GET <url>`, until taken:
    /// what the test kit's exhaustive mode asserts.
    package var keepsRequests: Bool {
        get { state.withLock { $0.requests != nil } }
        set { state.withLock { $0.requests = newValue ? ($0.requests ?? []) : nil } }
    }

    /// The requests kept since the last call, oldest first.
    package func takeRequests() -> [String] {
        state.withLock { state in
            defer { if state.requests != nil { state.requests = [] } }
            return state.requests ?? []
        }
    }

    fileprivate func note(_ request: HTTPRequest) {
        state.withLock { $0.requests?.append(request.description) }
    }
}

/// Applies `NetworkConditions` to another transport: offline fails at once without
/// reaching it; otherwise the request waits `latency` on the clock, then goes through. A
/// network that goes away while a request is on its way drops that request's connection.
package struct ConditionedTransport: StreamingHTTPTransport {
    static let offlineReason = "simulated: offline"
    static let droppedReason = "simulated: the network went away"

    private let inner: any HTTPTransport
    private let conditions: NetworkConditions
    private let clock: any AppClock

    /// Sends through `inner` under `conditions`, the latency running on `clock`.
    package init(_ inner: any HTTPTransport, conditions: NetworkConditions, clock: any AppClock) {
        self.inner = inner
        self.conditions = conditions
        self.clock = clock
    }

    /// Fails `request` at once while offline; else answers after the latency, or fails if the
    /// network goes away meanwhile.
    package func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        conditions.note(request)
        try await travel()
        return try await inner.send(request)
    }

    package func stream(_ request: HTTPRequest) async throws(HTTPError) -> HTTPStreamingResponse {
        conditions.note(request)
        try await travel()
        return try await inner.streamed(request)
    }

    /// The way to the server: refused while offline, then `latency` on the clock, cut off if
    /// the network goes away meanwhile.
    private func travel() async throws(HTTPError) {
        guard conditions.isOnline else { throw .offline(Self.offlineReason) }
        let latency = conditions.latency
        if latency > .zero {
            do {
                try await clock.sleep(for: latency)
            } catch {
                throw .cancelled
            }
            // The network may have gone away while the request was on its way.
            guard conditions.isOnline else { throw .connectionLost(Self.droppedReason) }
        }
    }
}
