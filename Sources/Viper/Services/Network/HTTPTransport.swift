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
public struct HTTPStreamingResponse: Sendable {
    /// The status code, such as 200.
    public let status: Int
    /// The header fields.
    public let headers: HTTPHeaders
    /// The body as it arrives, a piece at a time.
    public let body: AsyncThrowingStream<Data, any Error>

    /// An answer of `status` whose body is `body`.
    public init(status: Int, headers: HTTPHeaders = [:], body: AsyncThrowingStream<Data, any Error>) {
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
    /// The answer with its body as it arrives; cancelling the reading task ends the request.
    func stream(_ request: HTTPRequest) async throws(HTTPError) -> HTTPStreamingResponse
}

extension HTTPTransport {
    /// A transport that holds its answers whole streams them in one piece.
    public func stream(_ request: HTTPRequest) async throws(HTTPError) -> HTTPStreamingResponse {
        let response = try await send(request)
        let body = response.body
        return HTTPStreamingResponse(status: response.status, headers: response.headers, body: AsyncThrowingStream { continuation in
            if !body.isEmpty { continuation.yield(body) }
            continuation.finish()
        })
    }
}
