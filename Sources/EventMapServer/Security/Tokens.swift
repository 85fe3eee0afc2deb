import Foundation

/// Session tokens: the client gets 256 random bits; the server stores only their digest
/// and an expiry, so a leaked table cannot be replayed.
public enum Tokens {
    public static let lifetime: TimeInterval = 30 * 24 * 60 * 60

    /// The characters in a token: 32 bytes in base64url without padding.
    public static let length = 43

    /// 32 bytes from RAND_bytes, base64url without padding (`length` characters).
    public static func make() throws(SecurityError) -> String {
        var bytes = try KeyDerivation.randomBytes(32)
        defer { KeyDerivation.wipe(&bytes) }
        return Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// Whether `token` has the shape `make()` gives: `length` characters of A–Z, a–z, 0–9, `-` and `_`.
    public static func isWellFormed(_ token: String) -> Bool {
        token.utf8.count == length
            && token.utf8.allSatisfy { byte in
                (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
            }
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
