/// The real network: plain `http://` over `PlainHTTPTransport`, which waits without using
/// the CPU and stops reading at the body limit; everything else (`https://`) over
/// `URLSessionTransport`, for its TLS.
public struct LiveTransport: HTTPTransport {
    private let plain: PlainHTTPTransport
    private let secure: URLSessionTransport

    public init(timeout: Duration = .seconds(15)) {
        plain = PlainHTTPTransport(timeout: timeout)
        secure = URLSessionTransport(timeout: timeout)
    }

    public func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        request.url.scheme?.lowercased() == "http" ? try await plain.send(request) : try await secure.send(request)
    }
}
