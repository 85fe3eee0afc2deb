import Foundation

/// One request: any method, headers, a body, how long it may take, how much it may bring back,
/// and how much the user waits for it.
public struct HTTPRequest: Hashable, Sendable, CustomStringConvertible {
    /// The method, such as `GET`.
    public var method: HTTPMethod
    /// Where the request goes.
    public var url: URL
    /// The header fields sent.
    public var headers: HTTPHeaders
    /// The body sent, if any.
    public var body: Data?
    /// How long the whole exchange may take on the wire; `nil` leaves it to the transport.
    public var timeout: Duration?
    /// The most body bytes the answer may have: a transport stops receiving past it and
    /// fails with `.tooLarge`, so no server can make the process hold more.
    public var bodyLimit: Int
    /// How much the user waits for it.
    public var priority: HTTPPriority

    /// A request.
    ///
    /// - Parameters:
    ///   - method: The method; `GET` unless said.
    ///   - url: Where it goes.
    ///   - headers: The header fields sent.
    ///   - body: The body sent, if any.
    ///   - timeout: How long the whole exchange may take; `nil` leaves it to the transport.
    ///   - bodyLimit: The most bytes the answer's body may have; below 0 is taken as 0.
    ///   - priority: How much the user waits for it.
    public init(
        _ method: HTTPMethod = .get, url: URL, headers: HTTPHeaders = [:], body: Data? = nil, timeout: Duration? = nil,
        bodyLimit: Int = HTTPRequest.documentLimit, priority: HTTPPriority = .userWaiting
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
        self.bodyLimit = max(0, bodyLimit)
        self.priority = priority
    }

    /// A request whose body is `value` as JSON, with its content type said.
    public static func json<Body: Encodable>(_ method: HTTPMethod, url: URL, body value: Body, headers: HTTPHeaders = [:]) throws(HTTPError) -> HTTPRequest {
        let body: Data
        do {
            body = try JSONEncoder().encode(value)
        } catch {
            throw .unencodable(String(describing: error))
        }
        var headers = headers
        headers["Content-Type"] = "application/json"
        return HTTPRequest(method, url: url, headers: headers, body: body)
    }

    public var description: String { "\(method.rawValue) \(url.absoluteString)" }

    /// Enough for any JSON document an API sends a screen.
    public static let documentLimit = 4 << 20
    /// Enough for any picture worth drawing in a terminal.
    public static let pictureLimit = 4 << 20
}

/// A request method: the common ones by name, any other by its token.
public struct HTTPMethod: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue.uppercased()
    }

    /// `GET`.
    public static let get = HTTPMethod(rawValue: "GET")
    /// `POST`.
    public static let post = HTTPMethod(rawValue: "POST")
    /// `PUT`.
    public static let put = HTTPMethod(rawValue: "PUT")
    /// `PATCH`.
    public static let patch = HTTPMethod(rawValue: "PATCH")
    /// `DELETE`.
    public static let delete = HTTPMethod(rawValue: "DELETE")
    /// `HEAD`.
    public static let head = HTTPMethod(rawValue: "HEAD")
}

/// How much the user waits for a request: when requests to one host queue for its
/// connections, the ones the user waits for go first.
public enum HTTPPriority: Int, Comparable, Hashable, Sendable, CaseIterable {
    /// Decoration the screen can show without (pictures, prefetching).
    case background
    /// What the screen is waiting for (a page the user scrolled to).
    case userWaiting

    public static func < (lhs: HTTPPriority, rhs: HTTPPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
