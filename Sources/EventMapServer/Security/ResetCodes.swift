/// The one-time codes of password resets: eight digits, short enough to type from a message,
/// useful for `lifetime` seconds and `attempts` wrong tries.
public enum ResetCodes {
    public static let lifetime: Double = 15 * 60
    public static let attempts = 5
    public static let length = 8

    /// Uniform digits from RAND_bytes: bytes of 250 and above are drawn again, so no digit
    /// comes up more often than another.
    public static func make() throws(SecurityError) -> String {
        var digits = ""
        while digits.count < length {
            for byte in try KeyDerivation.randomBytes(length) where byte < 250 && digits.count < length {
                digits.append(Character(String(byte % 10)))
            }
        }
        return digits
    }

    /// Whether `code` hashes to `digest`, compared in constant time.
    public static func matches(_ code: String, digest: String) -> Bool {
        KeyDerivation.constantTimeEqual(Array(Tokens.digest(code).utf8), Array(digest.utf8))
    }
}
