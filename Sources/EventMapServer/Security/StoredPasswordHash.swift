import Foundation

/// The parsed form of a stored password hash. Parsing checks shape only; parameter
/// limits are enforced by `KeyDerivation` before any work is done.
struct StoredPasswordHash: Equatable {
    static let scryptTag = "scrypt"
    static let pbkdf2Tag = "pbkdf2-sha256"

    let algorithm: PasswordHashing.Algorithm
    let salt: [UInt8]
    let key: [UInt8]

    init(algorithm: PasswordHashing.Algorithm, salt: [UInt8], key: [UInt8]) {
        self.algorithm = algorithm
        self.salt = salt
        self.key = key
    }

    init(parsing stored: String) throws(SecurityError) {
        let fields = stored.split(separator: "$", omittingEmptySubsequences: false).map(String.init)
        let parameters: ArraySlice<String>
        switch fields.first {
        case Self.scryptTag:
            guard fields.count == 6 else { throw SecurityError("stored hash: scrypt needs 6 fields") }
            guard let logN = UInt64(fields[1]), (1...63).contains(logN), let r = UInt64(fields[2]), let p = UInt64(fields[3])
            else { throw SecurityError("stored hash: bad scrypt parameters") }
            algorithm = .scrypt(n: 1 << logN, r: r, p: p)
            parameters = fields[4...]
        case Self.pbkdf2Tag:
            guard fields.count == 4 else { throw SecurityError("stored hash: pbkdf2-sha256 needs 4 fields") }
            guard let iterations = Int(fields[1]) else { throw SecurityError("stored hash: bad PBKDF2 iteration count") }
            algorithm = .pbkdf2SHA256(iterations: iterations)
            parameters = fields[2...]
        default:
            throw SecurityError("stored hash: unknown algorithm")
        }
        guard let salt = Data(base64Encoded: parameters[parameters.startIndex]),
            let key = Data(base64Encoded: parameters[parameters.startIndex + 1])
        else { throw SecurityError("stored hash: bad base64") }
        guard (8...64).contains(salt.count) else { throw SecurityError("stored hash: salt length out of range") }
        guard KeyDerivation.lengthRange.contains(key.count) else { throw SecurityError("stored hash: hash length out of range") }
        self.salt = Array(salt)
        self.key = Array(key)
    }

    var encoded: String {
        let tail = "\(Data(salt).base64EncodedString())$\(Data(key).base64EncodedString())"
        switch algorithm {
        case .scrypt(let n, let r, let p):
            return "\(Self.scryptTag)$\(n.trailingZeroBitCount)$\(r)$\(p)$\(tail)"
        case .pbkdf2SHA256(let iterations):
            return "\(Self.pbkdf2Tag)$\(iterations)$\(tail)"
        }
    }
}
