import Foundation

/// A GET request: all the apps need.
public struct HTTPRequest: Hashable, Sendable, CustomStringConvertible {
    public let url: URL
    /// The most body bytes the answer may have: a transport stops receiving past it and
    /// fails with `.tooLarge`, so no server can make the process hold more.
    public let bodyLimit: Int

    public init(url: URL, bodyLimit: Int = HTTPRequest.documentLimit) {
        self.url = url
        self.bodyLimit = max(0, bodyLimit)
    }

    public var description: String { "GET \(url.absoluteString)" }

    /// Enough for any JSON document an API sends a screen.
    public static let documentLimit = 4 << 20
    /// Enough for any picture worth drawing in a terminal.
    public static let pictureLimit = 4 << 20
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
    /// An answer whose body went past the request's `bodyLimit` bytes.
    case tooLarge(limit: Int)
    /// An answer that reads well but cannot be believed (a count no server has, a link to
    /// another server); the words say why, for the screen.
    case untrusted(LocalizedText)

    public var message: String {
        switch self {
        case .offline(let reason): "the network cannot be reached (\(reason))"
        case .timeout: "the request timed out"
        case .cancelled: "the request was cancelled"
        case .status(let code, let message): "the server answered \(code)" + (message.map { ": \($0)" } ?? "")
        case .undecodable(let reason): "the answer could not be read (\(reason))"
        case .tooLarge(let limit): "the answer is too large (over \(Self.size(limit).en))"
        case .untrusted(let reason): "the answer was refused: \(reason.en)"
        }
    }

    /// `4 MB`, `512 KB` or `100 B`: the largest unit that shows the size whole.
    public static func size(_ bytes: Int) -> LocalizedText {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return LocalizedText(en: "\(bytes >> 20) MB", ru: "\(bytes >> 20) МБ") }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return LocalizedText(en: "\(bytes >> 10) KB", ru: "\(bytes >> 10) КБ") }
        return LocalizedText(en: "\(bytes) B", ru: "\(bytes) Б")
    }
}

/// Gathers a body as it arrives and refuses it the moment it goes past the limit.
public struct BodyCollector: Sendable {
    public let limit: Int
    public private(set) var body = Data()

    public init(limit: Int) {
        self.limit = limit
    }

    /// Refuses, before keeping anything, an answer that announces a longer body (`expected`
    /// is -1 when it says nothing).
    public func check(expectedLength expected: Int64) throws(HTTPError) {
        if expected > Int64(limit) { throw .tooLarge(limit: limit) }
    }

    public mutating func append(_ chunk: Data) throws(HTTPError) {
        guard chunk.count <= limit - body.count else { throw .tooLarge(limit: limit) }
        body.append(chunk)
    }
}

/// Carries requests somewhere: the real network, a folder of recorded answers, a fake.
/// Transports compose: latency, faults and recording wrap another transport.
public protocol HTTPTransport: Sendable {
    func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse
}
