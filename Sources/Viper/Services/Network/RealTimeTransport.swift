/// The real network as a session on a `VirtualClock` sees it. While a request is out in the
/// world, letting time pass (`wait 20s`) does not wait for its answer: virtual time has no
/// say in when a server answers, and the request's deadline on the clock (`TimeoutTransport`,
/// around this one) is what ends it. Waiting until the work is done (`wait idle`) still waits
/// for it. On any other clock this changes nothing.
///
/// Wrap only the transport that leaves the process: work in the process must be waited for
/// before time moves, or the same script would show different screens from run to run.
package struct RealTimeTransport: StreamingHTTPTransport {
    private let inner: any HTTPTransport
    private let clock: any AppClock

    /// Sends through `inner`, letting virtual time on `clock` pass while a request is out.
    package init(_ inner: any HTTPTransport, clock: any AppClock) {
        self.inner = inner
        self.clock = clock
    }

    /// Sends `request` through the inner transport; on a virtual clock, time may pass meanwhile.
    package func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        guard let virtual = clock as? VirtualClock else { return try await inner.send(request) }
        let inner = inner
        return try await virtual.waitingInRealTime { () async throws(HTTPError) -> HTTPResponse in try await inner.send(request) }
    }

    /// A stream is open for as long as it is read: no time waits for it.
    package func stream(_ request: HTTPRequest) async throws(HTTPError) -> HTTPStreamingResponse {
        try await inner.streamed(request)
    }
}
