import Testing

@testable import EventMapServer

@Suite struct SecurityKnownAnswerTests {
    static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    @Test func pbkdf2HMACSHA256OneIteration() throws {
        let key = try KeyDerivation.derive(
            password: Array("password".utf8), salt: Array("salt".utf8), algorithm: .pbkdf2SHA256(iterations: 1), length: 32)
        #expect(Self.hex(key) == "120fb6cffcf8b32c43e7225256c4f837a86548c92ccc35480805987cb70be17b")
    }

    @Test func pbkdf2HMACSHA256FourThousandNinetySixIterations() throws {
        let key = try KeyDerivation.derive(
            password: Array("password".utf8), salt: Array("salt".utf8), algorithm: .pbkdf2SHA256(iterations: 4096), length: 32)
        #expect(Self.hex(key) == "c5e478d59288c841aa530db6845c4c8d962893a001ce4e11a4963873aa98134a")
    }

    /// RFC 7914 §11, first PBKDF2-HMAC-SHA256 vector.
    @Test func pbkdf2RFC7914() throws {
        let key = try KeyDerivation.derive(
            password: Array("passwd".utf8), salt: Array("salt".utf8), algorithm: .pbkdf2SHA256(iterations: 1), length: 64)
        #expect(
            Self.hex(key) == "55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc"
                + "49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783")
    }

    /// RFC 7914 §12, second scrypt vector.
    @Test func scryptRFC7914() throws {
        let key = try KeyDerivation.derive(
            password: Array("password".utf8), salt: Array("NaCl".utf8), algorithm: .scrypt(n: 1024, r: 8, p: 16), length: 64)
        #expect(
            Self.hex(key) == "fdbabe1c9d3472007856e7190d01e9fe7c6ad7cbc8237830e77376634b373162"
                + "2eaf30d92e22a3886ff109279d9830dac727afb94a83ee6d8360cbdfa2cc0640")
    }

    /// SHA-256 of "abc" (FIPS 180-2), through the token digest.
    @Test func sha256OfABC() {
        #expect(Tokens.digest("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }
}
