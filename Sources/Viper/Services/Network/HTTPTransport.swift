import Foundation

/// A GET request: all the apps need.
public struct HTTPRequest: Hashable, Sendable, CustomStringConvertible {
    public let url: URL
    public init(url: URL) { self.url = url }
    public var description: String { "GET \(url.absoluteString)" }
}

public struct HTTPResponse: Equatable, Sendable {
    public let status: Int
    public let body: Data
    public init(status: Int, body: Data) {
        self.status = status
        self.body = body
    }
}

/// What can go wrong with a request, typed so screens can say it plainly.
public enum HTTPError: Error, Equatable, Sendable {
    /// The network cannot be reached (no connection, host not found, refused).
    case offline(String)
    case timeout
    case cancelled
    /// An answer outside 200…299, with the API's own `{"error": "…"}` message when it sent one.
    case status(Int, message: String?)
    /// An answer whose body is not what was expected.
    case undecodable(String)

    public var message: String {
        switch self {
        case .offline(let reason): "the network cannot be reached (\(reason))"
        case .timeout: "the request timed out"
        case .cancelled: "the request was cancelled"
        case .status(let code, let message): "the server answered \(code)" + (message.map { ": \($0)" } ?? "")
        case .undecodable(let reason): "the answer could not be read (\(reason))"
        }
    }
}

/// Carries requests somewhere: the real network, a folder of recorded answers, a fake.
/// Transports compose: latency, faults and recording wrap another transport.
public protocol HTTPTransport: Sendable {
    func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse
}
