import EventMapAPI
import Foundation
import Testing
import Viper
import ViperTesting

@testable import EventMap
@testable import EventMapServer

/// The saved session is checked when loaded: only a token of the shape the server gives is
/// taken to the server; anything else is moved aside and the user signs in again.
@MainActor
@Suite("Event Map: the saved session")
struct SavedSessionTests {
    func write(_ text: String, in folder: URL) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent("session.json"))
    }

    @Test("a token of another shape is moved aside with one note, and nobody is signed in")
    func misshapenToken() throws {
        let folder = try TemporaryFolder()
        for token in ["", "forged", String(repeating: "a", count: 44), String(repeating: "a", count: 42) + "+", String(repeating: "é", count: 43)] {
            try write(JSONValue.object([("token", .string(token))]).serialized, in: folder.url)
            let notices = Notices()
            #expect(AccountStore(storage: DocumentStore(folder: folder.url, notices: notices)).savedToken == nil)
            #expect(notices.drain().count == 1)
            try FileManager.default.removeItem(at: folder.url.appendingPathComponent("session.corrupt-1.json"))
        }
    }

    @Test("a token the server gave loads as it was saved")
    func realToken() throws {
        let folder = try TemporaryFolder()
        let token = try Tokens.make()
        try write(JSONValue.object([("token", .string(token))]).serialized, in: folder.url)
        let notices = Notices()
        #expect(AccountStore(storage: DocumentStore(folder: folder.url, notices: notices)).savedToken == token)
        #expect(notices.drain().isEmpty)
    }

    @Test("2,000 fuzzed session files: a token is either well formed or not loaded, no crash")
    func fuzzedSessions() async throws {
        let saved = JSONValue.object([("token", .string(try Tokens.make()))])
        var fuzzer = DocumentFuzzer(document: "session", original: FuzzJSON(saved), seed: 6002)
        var misshapen: [String] = []
        let tally = try await fuzzer.run(count: 2_000) { folder in
            let notices = Notices()
            if let token = AccountStore(storage: DocumentStore(folder: folder, notices: notices)).savedToken, !SessionToken.isWellFormed(token) {
                misshapen.append(token)
            }
            return notices.drain()
        }
        #expect(misshapen.isEmpty)
        #expect(tally.total == 2_000)
        #expect(tally.intact > 0 && tally.rejected > 0, "\(tally)")
    }
}
