import Foundation

/// Session tokens: the client gets 256 random bits; the server stores only their digest
/// and an expiry, so a leaked table cannot be replayed.
public enum Tokens {
    public static let lifetime: TimeInterval = 30 * 24 * 60 * 60

    /// 32 bytes from RAND_bytes, base64url without padding (43 characters).
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
        KeyDerivation.sha256(Array(token.utf8)).map { byte in
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }.joined()
    }

    /// When a token issued at `issued` stops being accepted.
    public static func expiry(from issued: Date) -> Date {
        issued.addingTimeInterval(lifetime)
    }
}
