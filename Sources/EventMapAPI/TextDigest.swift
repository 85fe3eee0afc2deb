import CLibCrypto

/// SHA-256 of a text, in lowercase hex: how the server keeps session tokens and reset codes,
/// and how the app names the saved session of each server it signs in to.
public enum TextDigest {
    public static func sha256Hex(_ text: String) -> String {
        LibCryptoSetup.ensure()
        var digest = [UInt8](repeating: 0, count: Int(SHA256_DIGEST_LENGTH))
        var size: UInt32 = 0
        let status = Array(text.utf8).withNonNilBytes { data in EVP_Digest(data.0, data.1, &digest, &size, EVP_sha256(), nil) }
        precondition(status == 1 && size == digest.count, "EVP_Digest(SHA-256) failed")
        return digest.map { byte in
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }.joined()
    }
}

extension Array where Element == UInt8 {
    /// libcrypto wants a real pointer even for empty input; an empty array's buffer may have none.
    package func withNonNilBytes<R>(_ body: ((UnsafePointer<UInt8>, Int)) -> R) -> R {
        let placeholder: UInt8 = 0
        return withUnsafeBufferPointer { buffer in
            if let base = buffer.baseAddress, !buffer.isEmpty { return body((base, buffer.count)) }
            return withUnsafePointer(to: placeholder) { body(($0, 0)) }
        }
    }
}
