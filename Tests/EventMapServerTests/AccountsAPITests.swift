import EventMapAPI
import EventMapServer
import Foundation
import Testing
import Viper

@Suite("API: accounts and sessions")
struct AccountsAPITests {
    /// The document's `maxLength` counts a text as it was sent: spaces around it, which the
    /// server trims, count too (the fuzzer sent a reset request for a padded e-mail).
    @Test func aTextIsAsLongAsItWasSentSpacesAroundItIncluded() async throws {
        try await APIHarness(.sqlite).test { api in
            let paddedEmail = "\u{3000}  " + String(repeating: "a", count: 240) + "@example.org"
            let reset = try await api.send(.post, "/v1/password-resets", json: ["email": paddedEmail])
            #expect(reset.status == 422 && reset.errorCode == "too_long", "\(reset.status) \(reset.errorMessage ?? "")")
            var account = APIClient.rick
            account["email"] = paddedEmail
            #expect(try await api.send(.post, "/v1/accounts", json: account).errorCode == "too_long")
            account = APIClient.rick
            account["name"] = " " + String(repeating: "n", count: 200)
            #expect(try await api.send(.post, "/v1/accounts", json: account).errorCode == "too_long")
            let token = try await api.register()
            #expect(try await api.create(" " + String(repeating: "t", count: 200), token: token).errorCode == "too_long")
        }
    }

    @Test(arguments: Storage.allCases)
    func registerSignInAndSignOutEverywhere(_ storage: Storage) async throws {
        try await APIHarness(storage).test { api in
            let registered = try await api.send(.post, "/v1/accounts", json: APIClient.rick)
            #expect(registered.status == 201)
            #expect((registered.json["user"] as? [String: Any])?["email"] as? String == "rick@example.org")
            #expect(try await api.send(.post, "/v1/accounts", json: APIClient.rick).status == 409)

            let signedIn = try await api.send(.post, "/v1/sessions", json: ["email": "RICK@example.org", "password": "wubbalubba"])
            #expect(signedIn.status == 200)
            let token = try signedIn.decode(SignedIn.self).token
            let first = try registered.decode(SignedIn.self).token
            #expect(try await api.send(.get, "/v1/me", token: token).decode(User.self).name == "Rick")

            #expect(try await api.send(.delete, "/v1/sessions/current", token: token).status == 204)
            #expect(try await api.send(.get, "/v1/me", token: token).errorCode == "invalid_token")
            #expect(try await api.send(.get, "/v1/me", token: first).status == 200, "other sessions live on")
            #expect(try await api.send(.get, "/v1/me").errorCode == "unauthorized")
        }
    }

    @Test(arguments: Storage.allCases)
    func invalidRegistrationsAre422NamingTheField(_ storage: Storage) async throws {
        try await APIHarness(storage).test { api in
            var account = APIClient.rick
            account["birthDate"] = "1990-02-31"
            let badDate = try await api.send(.post, "/v1/accounts", json: account)
            #expect(badDate.status == 422)
            #expect(badDate.errorMessage?.hasPrefix("birthDate") == true)
            account["birthDate"] = 1990
            #expect(try await api.send(.post, "/v1/accounts", json: account).errorMessage == "birthDate: expected a string")
            account["password"] = "short"
            account["birthDate"] = "1990-01-01"
            #expect(try await api.send(.post, "/v1/accounts", json: account).errorCode == "short_password")
            #expect(try await api.send(.post, "/v1/accounts", raw: "{\"name\": ").status == 400)
        }
    }

    @Test(arguments: Storage.allCases)
    func repeatedFailuresAreThrottledWithRetryAfter(_ storage: Storage) async throws {
        let harness = try await APIHarness(storage)
        try await harness.test { api in
            _ = try await api.register()
            for _ in 0..<AttemptPolicy.standard.signInPerAccountAndAddress.limit {
                #expect(try await api.send(.post, "/v1/sessions", json: ["email": "rick@example.org", "password": "wrong-one"]).status == 401)
            }
            let throttled = try await api.send(.post, "/v1/sessions", json: ["email": "rick@example.org", "password": "wubbalubba"])
            #expect(throttled.status == 429)
            #expect(Int(throttled.headers[.retryAfter] ?? "") == 15 * 60)
        }
        await MainActor.run { harness.clock.advance(by: .seconds(15 * 60)) }
        try await harness.test { api in
            let answer = try await api.send(.post, "/v1/sessions", json: ["email": "rick@example.org", "password": "wubbalubba"])
            #expect(answer.status == 200)
        }
    }

    @Test(arguments: Storage.allCases)
    func aResetSendsACodeOnlyToAccountsAndEndsEverySession(_ storage: Storage) async throws {
        let harness = try await APIHarness(storage)
        try await harness.test { api in
            let token = try await api.register()
            let unknown = try await api.send(.post, "/v1/password-resets", json: ["email": "nobody@example.org"])
            let known = try await api.send(.post, "/v1/password-resets", json: ["email": "rick@example.org"])
            #expect(unknown.status == 202 && known.status == 202)
            #expect(unknown.body == known.body, "the answer does not tell whether the account exists")
            #expect(harness.outbox.sent.map(\.to) == ["rick@example.org"])
            let code = try #require(harness.outbox.code(for: "rick@example.org"))

            let wrong = String(code.reversed()) == code ? "00000000" : String(code.reversed())
            #expect(
                try await api.send(.post, "/v1/password-resets/confirm", json: ["email": "rick@example.org", "code": wrong, "password": "new-password"])
                    .errorCode == "wrong_reset_code")
            #expect(
                try await api.send(.post, "/v1/password-resets/confirm", json: ["email": "rick@example.org", "code": code, "password": "new-password"]).status
                    == 204)
            #expect(try await api.send(.get, "/v1/me", token: token).status == 401, "every old token dies")
            #expect(
                try await api.send(.post, "/v1/password-resets/confirm", json: ["email": "rick@example.org", "code": code, "password": "other-password"]).status
                    == 400, "a code works once")
            #expect(try await api.send(.post, "/v1/sessions", json: ["email": "rick@example.org", "password": "new-password"]).status == 200)
        }
    }

    @Test(arguments: Storage.allCases)
    func aResetCodeExpiresAfter15Minutes(_ storage: Storage) async throws {
        let harness = try await APIHarness(storage)
        try await harness.test { api in
            _ = try await api.register()
            _ = try await api.send(.post, "/v1/password-resets", json: ["email": "rick@example.org"])
        }
        await MainActor.run { harness.clock.advance(by: .seconds(15 * 60 + 1)) }
        try await harness.test { api in
            let code = try #require(harness.outbox.code(for: "rick@example.org"))
            #expect(
                try await api.send(.post, "/v1/password-resets/confirm", json: ["email": "rick@example.org", "code": code, "password": "new-password"]).status
                    == 400)
        }
    }
}
