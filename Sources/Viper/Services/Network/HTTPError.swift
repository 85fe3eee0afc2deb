import Foundation

/// What can go wrong with a request, typed so screens can say it plainly.
public enum HTTPError: Error, Equatable, Sendable {
    /// The network cannot be reached (no connection, host not found, refused).
    case offline(String)
    /// The connection broke, or carried something other than HTTP, before the answer was whole.
    case connectionLost(String)
    /// The request took longer than its deadline.
    case timeout
    /// The task that asked for the request was cancelled.
    case cancelled
    /// An answer outside 200…299, with the API's own `{"error": "…"}` message when it sent one.
    case status(Int, message: String?)
    /// An answer whose body is not what was expected.
    case undecodable(String)
    /// A request body that could not be made (a value JSON cannot hold).
    case unencodable(String)
    /// An answer whose body went past the request's `bodyLimit` bytes.
    case tooLarge(limit: Int)
    /// An answer that reads well but cannot be believed (a count no server has, a link to
    /// another server); the words say why, for the screen.
    case untrusted(LocalizedText)

    /// What went wrong, in one line.
    public var message: String {
        switch self {
        case .offline(let reason): "the network cannot be reached (\(reason))"
        case .connectionLost(let reason): "the connection was lost (\(reason))"
        case .timeout: "the request timed out"
        case .cancelled: "the request was cancelled"
        case .status(let code, let message): "the server answered \(code)" + (message.map { ": \($0)" } ?? "")
        case .undecodable(let reason): "the answer could not be read (\(reason))"
        case .unencodable(let reason): "the request could not be written (\(reason))"
        case .tooLarge(let limit): "the answer is too large (over \(Self.size(limit).in(.en)))"
        case .untrusted(let reason): "the answer was refused: \(reason.in(.en))"
        }
    }

    /// `4 MB`, `512 KB` or `100 B`: the largest unit that shows the size whole.
    public static func size(_ bytes: Int) -> LocalizedText {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return FrameworkStrings.catalog.text("megabytes", ["bytes": "\(bytes >> 20)"]) }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return FrameworkStrings.catalog.text("kilobytes", ["bytes": "\(bytes >> 10)"]) }
        return FrameworkStrings.catalog.text("bytes", ["bytes": "\(bytes)"])
    }
}
