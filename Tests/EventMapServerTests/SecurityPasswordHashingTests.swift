import Foundation
import Testing

@testable import EventMapServer

@Suite struct SecurityPasswordHashingTests {
    static let fastPBKDF2 = PasswordHashing(algorithm: .pbkdf2SHA256(iterations: 1_000))
    static let fastConfigurations = [PasswordHashing.fastForTests, fastPBKDF2]

    @Test(arguments: fastConfigurations)
    func roundTripAcceptsRightPasswordAndRejectsWrongOne(hashing: PasswordHashing) throws {
        let stored = try hashing.hash("correct horse battery staple")
        #expect(try PasswordHashing.verify("correct horse battery staple", against: stored))
        #expect(try !PasswordHashing.verify("correct horse battery stapler", against: stored))
        #expect(try !PasswordHashing.verify("", against: stored))
    }

    @Test(arguments: fastConfigurations)
    func storedStringNeverContainsThePassword(hashing: PasswordHashing) throws {
        let password = "Sup3r-Secret-Password"
        let stored = try hashing.hash(password)
        #expect(!stored.contains(password))
        #expect(!stored.contains(Data(password.utf8).base64EncodedString()))
        #expect(!stored.contains(String(Data(password.utf8).base64EncodedString().dropLast(4))))
    }

    @Test(arguments: fastConfigurations)
    func saltMakesEveryHashDifferent(hashing: PasswordHashing) throws {
        let first = try hashing.hash("same password")
        let second = try hashing.hash("same password")
        #expect(first != second)
        #expect(try PasswordHashing.verify("same password", against: first))
        #expect(try PasswordHashing.verify("same password", against: second))
    }

    @Test func storedStringDescribesItsParameters() throws {
        #expect(try PasswordHashing.fastForTests.hash("x").hasPrefix("scrypt$10$8$1$"))
        #expect(try Self.fastPBKDF2.hash("x").hasPrefix("pbkdf2-sha256$1000$"))
        #expect(try PasswordHashing.fastForTests.hash("x").split(separator: "$").count == 6)
    }

    @Test func canonicallyEquivalentPasswordsMatch() throws {
        let stored = try PasswordHashing.fastForTests.hash("caf\u{E9}")
        #expect(try PasswordHashing.verify("cafe\u{301}", against: stored))
    }

    @Test func emptyAndNonASCIIPasswordsWork() throws {
        let empty = try PasswordHashing.fastForTests.hash("")
        #expect(try PasswordHashing.verify("", against: empty))
        #expect(try !PasswordHashing.verify(" ", against: empty))
        let emoji = try Self.fastPBKDF2.hash("🔐 пароль")
        #expect(try PasswordHashing.verify("🔐 пароль", against: emoji))
    }

    @Test func invalidConfigurationThrowsInsteadOfHashing() {
        #expect(throws: SecurityError.self) { try PasswordHashing(algorithm: .scrypt(n: 1000, r: 8, p: 1)).hash("pw") }
        #expect(throws: SecurityError.self) { try PasswordHashing(algorithm: .pbkdf2SHA256(iterations: 0)).hash("pw") }
    }

    @Test func productionParametersMeetTheIssue() throws {
        #expect(PasswordHashing.production.algorithm == .scrypt(n: 1 << 17, r: 8, p: 1))
        let stored = try PasswordHashing.production.hash("production password")
        #expect(stored.hasPrefix("scrypt$17$8$1$"))
        #expect(try PasswordHashing.verify("production password", against: stored))
    }
}
