import Foundation

/// A server's whole answer.
public struct HTTPResponse: Equatable, Sendable {
    /// The status code, such as 200.
    public let status: Int
    /// The header fields.
    public let headers: HTTPHeaders
    /// The body, whole.
    public let body: Data

    /// An answer of `status` with `body`.
    public init(status: Int, headers: HTTPHeaders = [:], body: Data) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}

/// An answer whose body keeps coming (a change feed, server-sent events): read `body` as it
/// arrives; it ends when the server ends it and fails with an `HTTPError`.
package struct HTTPStreamingResponse: Sendable {
    /// The status code, such as 200.
    package let status: Int
    /// The header fields.
    package let headers: HTTPHeaders
    /// The body as it arrives, a piece at a time.
    package let body: AsyncThrowingStream<Data, any Error>

    /// An answer of `status` whose body is `body`.
    package init(status: Int, headers: HTTPHeaders = [:], body: AsyncThrowingStream<Data, any Error>) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}

/// Carries requests somewhere: the real network (`ViperHTTP`), a folder of recorded answers,
/// a fake. Transports compose: latency, faults, deadlines and recording wrap another transport.
public protocol HTTPTransport: Sendable {
    /// Sends `request` and brings back the whole answer, whatever its status.
    ///
    /// - Throws: `HTTPError` when no answer comes: offline, a lost connection, a timeout, a body
    /// too large.
    func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse
}

/// A transport that hands a body over as it arrives: the real network, and the layers around it.
package protocol StreamingHTTPTransport: HTTPTransport {
    /// The answer with its body as it arrives; cancelling the reading task ends the request.
    func stream(_ request: HTTPRequest) async throws(HTTPError) -> HTTPStreamingResponse
}

extension HTTPTransport {
    /// The answer with its body as it arrives, from a transport that streams; one that holds
    /// its answers whole hands the body over in one piece.
    package func streamed(_ request: HTTPRequest) async throws(HTTPError) -> HTTPStreamingResponse {
        if let streaming = self as? any StreamingHTTPTransport { return try await streaming.stream(request) }
        let response = try await send(request)
        let body = response.body
        return HTTPStreamingResponse(
            status: response.status, headers: response.headers,
            body: AsyncThrowingStream { continuation in
                if !body.isEmpty { continuation.yield(body) }
                continuation.finish()
            })
    }
}
