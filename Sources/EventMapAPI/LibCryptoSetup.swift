import CLibCrypto

/// libcrypto, set up once before its first use.
///
/// Left to itself, libcrypto's first call registers `OPENSSL_cleanup` with `atexit`, and that
/// clean-up frees the tables every digest and KDF looks up: a process that exits while
/// another thread is inside scrypt or SHA-256 then dies in libcrypto. Nothing needs freeing
/// when the process ends, so the first call asks for no exit-time clean-up.
package enum LibCryptoSetup {
    private static let done: Bool = OPENSSL_init_crypto(UInt64(OPENSSL_INIT_NO_ATEXIT), nil) == 1

    /// Call before any other libcrypto function; cheap after the first time. A failed setup
    /// shows as a failure of the call that follows it.
    package static func ensure() {
        _ = done
    }
}
