import CLibCrypto
import EventMapAPI

/// Thin wrappers over libcrypto's KDFs, random bytes and constant-time comparison; every one
/// that can reach libcrypto's global state sets it up first (`LibCryptoSetup`).
enum KeyDerivation {
    /// Limits that a stored hash may ask for, so a tampered record cannot make verification
    /// allocate gigabytes or spin for minutes.
    static let scryptMaxMemory: UInt64 = 256 * 1024 * 1024
    static let scryptMaxWork: UInt64 = 1 << 24 // N·r·p; production is 2^20
    static let pbkdf2MaxIterations = 10_000_000
    static let lengthRange = 16...64

    /// The raw derived key for `password` and `salt`; validates the parameters first.
    static func derive(
        password: [UInt8], salt: [UInt8], algorithm: PasswordHashing.Algorithm, length: Int
    ) throws(SecurityError) -> [UInt8] {
        guard length > 0, length <= 1024 else { throw SecurityError("derived key length out of range") }
        LibCryptoSetup.ensure()
        var key = [UInt8](repeating: 0, count: length)
        let status: Int32
        switch algorithm {
        case .scrypt(let n, let r, let p):
            try checkScrypt(n: n, r: r, p: p)
            status = password.withNonNilBytes { pass in
                salt.withNonNilBytes { salt in
                    EVP_PBE_scrypt(pass.0.asChars, pass.1, salt.0, salt.1, n, r, p, scryptMaxMemory, &key, length)
                }
            }
        case .pbkdf2SHA256(let iterations):
            guard (1...pbkdf2MaxIterations).contains(iterations) else {
                throw SecurityError("PBKDF2 iteration count out of range")
            }
            status = password.withNonNilBytes { pass in
                salt.withNonNilBytes { salt in
                    PKCS5_PBKDF2_HMAC(
                        pass.0.asChars, Int32(pass.1),
                        salt.0, Int32(salt.1), Int32(iterations), EVP_sha256(), Int32(length), &key)
                }
            }
        }
        guard status == 1 else { throw SecurityError("key derivation failed in libcrypto") }
        return key
    }

    static func checkScrypt(n: UInt64, r: UInt64, p: UInt64) throws(SecurityError) {
        guard n > 1, n & (n - 1) == 0, n <= 1 << 24 else { throw SecurityError("scrypt N must be a power of two in 2...2^24") }
        guard (1...64).contains(r), (1...64).contains(p) else { throw SecurityError("scrypt r or p out of range") }
        guard n * r * p <= scryptMaxWork else { throw SecurityError("scrypt cost out of range") }
        // libcrypto needs 128·r·(N + p) bytes plus a little; keep within the cap it is given.
        guard 128 * r * (n + p + 2) <= scryptMaxMemory else { throw SecurityError("scrypt memory out of range") }
    }

    static func randomBytes(_ count: Int) throws(SecurityError) -> [UInt8] {
        LibCryptoSetup.ensure()
        var bytes = [UInt8](repeating: 0, count: count)
        guard RAND_bytes(&bytes, Int32(count)) == 1 else { throw SecurityError("random number generator failed") }
        return bytes
    }

    /// Constant-time for equal lengths; lengths themselves are not secret.
    static func constantTimeEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count, !a.isEmpty else { return a.count == b.count }
        return a.withUnsafeBytes { a in b.withUnsafeBytes { b in CRYPTO_memcmp(a.baseAddress, b.baseAddress, a.count) == 0 } }
    }

    static func wipe(_ bytes: inout [UInt8]) {
        let count = bytes.count
        bytes.withUnsafeMutableBytes { if let base = $0.baseAddress { OPENSSL_cleanse(base, count) } }
    }
}

extension UnsafePointer where Pointee == UInt8 {
    fileprivate var asChars: UnsafePointer<CChar> { UnsafeRawPointer(self).assumingMemoryBound(to: CChar.self) }
}
