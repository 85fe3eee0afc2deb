import Foundation
import Testing

@testable import EventMapServer

@Suite struct SecurityTokensTests {
    static let base64url = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")

    @Test func tokenIs43Base64URLCharactersCarrying256Bits() throws {
        let token = try Tokens.make()
        #expect(token.count == 43)
        #expect(token.allSatisfy { Self.base64url.contains($0) })
        var standard = token.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        standard += "="
        #expect(try #require(Data(base64Encoded: standard)).count == 32)
    }

    @Test func tokensAreDistinct() throws {
        var seen = Set<String>()
        for _ in 0..<1_000 { seen.insert(try Tokens.make()) }
        #expect(seen.count == 1_000)
    }

    @Test func digestIsStableLowercaseHexAndDiffersPerToken() throws {
        let token = try Tokens.make()
        let other = try Tokens.make()
        let digest = Tokens.digest(token)
        #expect(digest.count == 64)
        #expect(digest.allSatisfy { "0123456789abcdef".contains($0) })
        #expect(Tokens.digest(token) == digest)
        #expect(Tokens.digest(other) != digest)
        #expect(!digest.contains(token))
    }

    @Test func tokensExpireAfterThirtyDays() {
        let issued = Date(timeIntervalSince1970: 1_700_000_000)
        #expect(Tokens.expiry(from: issued).timeIntervalSince(issued) == 30 * 24 * 60 * 60)
    }
}
