import Foundation

/// Salted, slow password hashing with libcrypto. The stored string carries its own
/// parameters, so raising the production cost later keeps old hashes verifiable.
public struct PasswordHashing: Sendable, Equatable {
    public enum Algorithm: Sendable, Equatable {
        case scrypt(n: UInt64, r: UInt64, p: UInt64)
        case pbkdf2SHA256(iterations: Int)
    }

    /// scrypt N=2^17, r=8, p=1 (OWASP's recommended setting): memory-hard, so each guess
    /// costs 128 MiB as well as time, which blunts GPU/ASIC cracking far more than
    /// PBKDF2's iteration count alone.
    public static let production = PasswordHashing(algorithm: .scrypt(n: 1 << 17, r: 8, p: 1))
    /// The same algorithm at a cost tests can afford; chosen by configuration, never by a code path.
    public static let fastForTests = PasswordHashing(algorithm: .scrypt(n: 1 << 10, r: 8, p: 1))

    static let saltLength = 16
    static let keyLength = 32

    public let algorithm: Algorithm

    public init(algorithm: Algorithm) {
        self.algorithm = algorithm
    }

    /// A self-describing string: "scrypt$<log2 N>$<r>$<p>$<salt>$<hash>" or
    /// "pbkdf2-sha256$<iterations>$<salt>$<hash>", base64 fields. Never contains the password.
    public func hash(_ password: String) throws(SecurityError) -> String {
        let salt = try KeyDerivation.randomBytes(Self.saltLength)
        let key = try Self.derive(password, salt: salt, algorithm: algorithm, length: Self.keyLength)
        return StoredPasswordHash(algorithm: algorithm, salt: salt, key: key).encoded
    }

    /// True when `password` matches; throws when `stored` is malformed or asks for absurd costs.
    public static func verify(_ password: String, against stored: String) throws(SecurityError) -> Bool {
        let record = try StoredPasswordHash(parsing: stored)
        let key = try derive(password, salt: record.salt, algorithm: record.algorithm, length: record.key.count)
        return KeyDerivation.constantTimeEqual(key, record.key)
    }

    /// NFC first, so the same password typed as composed or decomposed characters matches.
    private static func derive(
        _ password: String, salt: [UInt8], algorithm: Algorithm, length: Int
    ) throws(SecurityError) -> [UInt8] {
        var bytes = Array(password.precomposedStringWithCanonicalMapping.utf8)
        defer { KeyDerivation.wipe(&bytes) }
        return try KeyDerivation.derive(password: bytes, salt: salt, algorithm: algorithm, length: length)
    }
}
