import EventMapAPI
import Foundation

/// Session tokens: the client gets 256 random bits; the server stores only their digest
/// and an expiry, so a leaked table cannot be replayed.
public enum Tokens {
    public static let lifetime: TimeInterval = 30 * 24 * 60 * 60

    /// 32 bytes from RAND_bytes, base64url without padding (`SessionToken.length` characters).
    public static func make() throws(SecurityError) -> String {
        var bytes = try KeyDerivation.randomBytes(32)
        defer { KeyDerivation.wipe(&bytes) }
        return Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// Lowercase hex SHA-256 of the token's UTF-8: what the server stores.
    public static func digest(_ token: String) -> String {
        TextDigest.sha256Hex(token)
    }

    /// When a token issued at `issued` stops being accepted.
    public static func expiry(from issued: Date) -> Date {
        issued.addingTimeInterval(lifetime)
    }
}
