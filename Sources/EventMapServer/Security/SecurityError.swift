/// A failure of the security layer. Messages never contain a password, token or hash.
public struct SecurityError: Error, Equatable, Sendable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }
}
