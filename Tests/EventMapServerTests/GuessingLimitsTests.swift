import EventMapServer
import Foundation
import Testing
import Viper

/// Issue 32, points 1–4: guessing is bounded per account, atomically, across servers, and an
/// attacker at one address cannot lock the owner out.
@Suite("Limits on guessing", .timeLimit(.minutes(2)))
struct GuessingLimitsTests {
    static let rick = ["name": "Rick", "email": "rick@example.org", "birthDate": "1970-03-04", "password": "wubbalubba"]

    @Test(arguments: Storage.allCases)
    func thirtyParallelWrongPasswordsGetAtMostFive401s(_ storage: Storage) async throws {
        let api = try await LiveAPI(storage)
        #expect(try await api.send(.post, "/v1/accounts", json: Self.rick).status == 201)
        let answers = try await withThrowingTaskGroup(of: HTTPResponse.self) { group in
            for _ in 0..<30 { group.addTask { try await api.signIn("rick@example.org", "wrong-guess", from: "203.0.113.9") } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        let limit = AttemptPolicy.standard.signInPerAccountAndAddress.limit
        #expect(answers.filter { $0.status == 401 }.count == limit)
        #expect(answers.filter { $0.status == 429 }.count == 30 - limit)
        #expect(answers.filter { $0.status == 429 }.allSatisfy { ($0.retryAfter ?? 0) > 0 }, "every 429 says when to come back")
        await api.stop()
    }

    @Test(arguments: Storage.allCases)
    func twoServersOnOneDatabaseAllowWhatOneDoes(_ storage: Storage) async throws {
        let first = try await LiveAPI(storage)
        let second = try await LiveAPI(harness: try await APIHarness(repository: first.harness.service.repository, policy: first.harness.server.policy))
        #expect(try await first.send(.post, "/v1/accounts", json: Self.rick).status == 201)
        var statuses: [Int] = []
        for attempt in 0..<12 {
            statuses.append(try await (attempt.isMultiple(of: 2) ? first : second).signIn("rick@example.org", "wrong-guess", from: "203.0.113.9").status)
        }
        #expect(statuses == Array(repeating: 401, count: 5) + Array(repeating: 429, count: 7))
        await first.stop()
        await second.stop()
    }

    /// A server where Rick's account is registered and `address` has failed to sign in to it
    /// as often as one address may: even the right password now gets 429 from there.
    static func rickThrottled(at address: String, on storage: Storage) async throws -> LiveAPI {
        let api = try await LiveAPI(storage)
        #expect(try await api.send(.post, "/v1/accounts", json: rick).status == 201)
        for _ in 0..<AttemptPolicy.standard.signInPerAccountAndAddress.limit {
            #expect(try await api.signIn("rick@example.org", "wrong-guess", from: address).status == 401)
        }
        #expect(try await api.signIn("rick@example.org", "wubbalubba", from: address).status == 429, "\(address) is throttled")
        return api
    }

    @Test(arguments: Storage.allCases)
    func theOwnerSignsInWhileAnAttackerIsThrottled(_ storage: Storage) async throws {
        let api = try await Self.rickThrottled(at: "203.0.113.9", on: storage)
        #expect(try await api.signIn("rick@example.org", "wubbalubba", from: "198.51.100.7").status == 200, "the owner, elsewhere, is not")

        // A distributed attack is bounded by the account's ceiling: then everyone waits.
        let ceiling = AttemptPolicy.standard.signInPerAccount.limit
        for attempt in 0..<ceiling {
            _ = try await api.signIn(
                "rick@example.org", "wrong-guess", from: "192.0.2.\(attempt / AttemptPolicy.standard.signInPerAccountAndAddress.limit + 1)")
        }
        #expect(try await api.signIn("rick@example.org", "wubbalubba", from: "198.51.100.7").status == 429)
        await api.stop()
    }

    @Test(arguments: Storage.allCases)
    func resetCodesAreBoundedPerAccountAcrossCodesAndMailsPerHour(_ storage: Storage) async throws {
        let api = try await LiveAPI(storage)
        let outbox = api.harness.outbox
        #expect(try await api.send(.post, "/v1/accounts", json: Self.rick).status == 201)
        // Each guess after a fresh request: a fresh code no longer means fresh guesses.
        var guesses: [Int] = []
        for _ in 0..<7 {
            #expect(try await api.send(.post, "/v1/password-resets", json: ["email": "rick@example.org"]).status == 202)
            let wrong = outbox.code(for: "rick@example.org") == "00000000" ? "11111111" : "00000000"
            guesses.append(
                try await api.send(.post, "/v1/password-resets/confirm", json: ["email": "rick@example.org", "code": wrong, "password": "new-password"]).status)
        }
        #expect(guesses == Array(repeating: 400, count: 5) + [429, 429])
        #expect(outbox.sent.count == AttemptPolicy.standard.resetMailsPerAccount.limit, "7 requests, all 202, and 3 mails")
        await api.stop()
    }

    @Test(arguments: Storage.allCases)
    func aResetClearsTheAccountsFailuresSoTheNewPasswordSignsInAtOnce(_ storage: Storage) async throws {
        let api = try await Self.rickThrottled(at: "198.51.100.7", on: storage)
        _ = try await api.send(.post, "/v1/password-resets", json: ["email": "rick@example.org"], from: "198.51.100.7")
        let code = try #require(api.harness.outbox.code(for: "rick@example.org"))
        let confirmed = try await api.send(
            .post, "/v1/password-resets/confirm", json: ["email": "rick@example.org", "code": code, "password": "new-password"],
            from: "198.51.100.7")
        #expect(confirmed.status == 204)
        #expect(try await api.signIn("rick@example.org", "new-password", from: "198.51.100.7").status == 200)
        await api.stop()
    }

    @Test func theForwardedAddressCountsOnlyFromATrustedProxy() async throws {
        let direct = try await LiveAPI(.sqlite, policy: ConnectionPolicy())
        #expect(try await direct.send(.post, "/v1/accounts", json: Self.rick).status == 201)
        for attempt in 0..<AttemptPolicy.standard.signInPerAccountAndAddress.limit {
            #expect(try await direct.signIn("rick@example.org", "wrong-guess", from: "203.0.113.\(attempt)").status == 401)
        }
        #expect(
            try await direct.signIn("rick@example.org", "wubbalubba", from: "198.51.100.7").status == 429,
            "without --trusted-proxy the header is ignored: every try came from 127.0.0.1")
        await direct.stop()

        let proxied = try await LiveAPI(.sqlite)
        #expect(try await proxied.send(.post, "/v1/accounts", json: Self.rick).status == 201)
        for _ in 0..<AttemptPolicy.standard.signInPerAccountAndAddress.limit {
            #expect(try await proxied.signIn("rick@example.org", "wrong-guess", from: "203.0.113.9").status == 401)
        }
        #expect(
            try await proxied.signIn("rick@example.org", "wubbalubba", from: "198.51.100.7, 127.0.0.1").status == 200,
            "behind the proxy, the client is the rightmost untrusted address")
        #expect(
            try await proxied.signIn("rick@example.org", "wubbalubba", from: "198.51.100.7, 203.0.113.9").status == 429,
            "a client cannot name itself someone else: the proxy appended its real address")
        await proxied.stop()
    }

    @Test func trustedProxiesTakeAddressesAndBlocksOfBothFamilies() throws {
        let proxies = try #require(TrustedProxies(["10.0.0.0/8", "127.0.0.1", "fd00::/8"]))
        #expect(proxies.trusts("10.200.3.4") && proxies.trusts("127.0.0.1") && proxies.trusts("fd12::1"))
        #expect(!proxies.trusts("11.0.0.1") && !proxies.trusts("127.0.0.2") && !proxies.trusts("fe80::1") && !proxies.trusts("not-an-address"))
        #expect(proxies.client(peer: "10.0.0.5", forwardedFor: ["198.51.100.7, 10.1.1.1"]) == "198.51.100.7")
        #expect(proxies.client(peer: "192.0.2.1", forwardedFor: ["198.51.100.7"]) == "192.0.2.1", "an untrusted peer's header is ignored")
        #expect(proxies.client(peer: "10.0.0.5", forwardedFor: []) == "10.0.0.5")
        #expect(TrustedProxies(["10.0.0.0/33"]) == nil && TrustedProxies(["proxy.local"]) == nil)
    }
}
