/// The shape of a session token as the server gives it (`POST /v1/sessions`): 32 random bytes in
/// base64url without padding. A client can refuse a saved token that could never be one.
public enum SessionToken {
    /// The characters in a token.
    public static let length = 43

    /// Whether `token` is `length` characters of A–Z, a–z, 0–9, `-` and `_`.
    public static func isWellFormed(_ token: String) -> Bool {
        token.utf8.count == length
            && token.utf8.allSatisfy { byte in
                (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
            }
    }
}
