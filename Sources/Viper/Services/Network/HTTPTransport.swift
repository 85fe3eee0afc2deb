import Foundation

public struct HTTPResponse: Equatable, Sendable {
    public let status: Int
    public let headers: HTTPHeaders
    public let body: Data

    public init(status: Int, headers: HTTPHeaders = [:], body: Data) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}

/// An answer whose body keeps coming (a change feed, server-sent events): read `body` as it
/// arrives; it ends when the server ends it and fails with an `HTTPError`.
package struct HTTPStreamingResponse: Sendable {
    package let status: Int
    package let headers: HTTPHeaders
    package let body: AsyncThrowingStream<Data, any Error>

    package init(status: Int, headers: HTTPHeaders = [:], body: AsyncThrowingStream<Data, any Error>) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}

/// Carries requests somewhere: the real network (`ViperHTTP`), a folder of recorded answers,
/// a fake. Transports compose: latency, faults, deadlines and recording wrap another transport.
public protocol HTTPTransport: Sendable {
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
        return HTTPStreamingResponse(status: response.status, headers: response.headers, body: AsyncThrowingStream { continuation in
            if !body.isEmpty { continuation.yield(body) }
            continuation.finish()
        })
    }
}
