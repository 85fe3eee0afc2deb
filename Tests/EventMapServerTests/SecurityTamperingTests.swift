import Foundation
import Testing

@testable import EventMapServer

@Suite struct SecurityTamperingTests {
    static let salt = Data(repeating: 7, count: 16).base64EncodedString()
    static let key = Data(repeating: 9, count: 32).base64EncodedString()

    static let malformed: [String] = [
        "",
        "$",
        "plaintext-password",
        "md5$\(salt)$\(key)",
        "SCRYPT$10$8$1$\(salt)$\(key)",
        "scrypt$10$8$1$\(salt)",
        "scrypt$10$8$1$\(salt)$\(key)$extra",
        "pbkdf2-sha256$1000$\(salt)",
        "pbkdf2-sha256$1000$\(salt)$\(key)$",
        "scrypt$10$8$1$!!notbase64!!$\(key)",
        "scrypt$10$8$1$\(salt)$%%%",
        "pbkdf2-sha256$1000$\(salt)$not base64",
        "scrypt$ten$8$1$\(salt)$\(key)",
        "scrypt$-1$8$1$\(salt)$\(key)",
        "scrypt$0$8$1$\(salt)$\(key)",
        "scrypt$64$8$1$\(salt)$\(key)",
        "scrypt$40$8$1$\(salt)$\(key)",
        "scrypt$20$1000000$1$\(salt)$\(key)",
        "scrypt$10$8$18446744073709551615$\(salt)$\(key)",
        "scrypt$10$0$1$\(salt)$\(key)",
        "scrypt$24$64$64$\(salt)$\(key)",
        "pbkdf2-sha256$0$\(salt)$\(key)",
        "pbkdf2-sha256$-5$\(salt)$\(key)",
        "pbkdf2-sha256$99999999999$\(salt)$\(key)",
        "pbkdf2-sha256$99999999999999999999999$\(salt)$\(key)",
        "pbkdf2-sha256$1000$$\(key)",
        "pbkdf2-sha256$1000$\(salt)$",
        "pbkdf2-sha256$1000$\(salt)$\(Data(repeating: 1, count: 4096).base64EncodedString())",
    ]

    @Test(arguments: malformed)
    func malformedStoredHashThrowsAClearError(stored: String) {
        #expect {
            _ = try PasswordHashing.verify("password", against: stored)
        } throws: { error in
            guard let error = error as? SecurityError else { return false }
            return !error.message.isEmpty && !error.message.contains("password")
        }
    }

    @Test func flippedHashByteIsRejected() throws {
        let stored = try PasswordHashing.fastForTests.hash("pw")
        var fields = stored.split(separator: "$", omittingEmptySubsequences: false).map(String.init)
        var key = try #require(Data(base64Encoded: fields[5]))
        key[0] ^= 1
        fields[5] = key.base64EncodedString()
        #expect(try !PasswordHashing.verify("pw", against: fields.joined(separator: "$")))
    }

    @Test func changedParametersAreRejected() throws {
        let stored = try PasswordHashing.fastForTests.hash("pw")
        let weaker = stored.replacingOccurrences(of: "scrypt$10$", with: "scrypt$9$")
        #expect(try !PasswordHashing.verify("pw", against: weaker))
    }

    @Test func errorsNeverCarryThePassword() {
        let password = "hunter2-very-secret"
        #expect {
            _ = try PasswordHashing.verify(password, against: "scrypt$99$8$1$\(Self.salt)$\(Self.key)")
        } throws: { error in
            !String(describing: error).contains(password)
        }
    }
}
