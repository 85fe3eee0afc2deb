import EventMapAPI
import EventMapServer
import Foundation
import Testing
import Viper
import ViperTestServer
import ViperTesting

/// Issue 32, point 8: HTTP and input as users expect.
@Suite("HTTP and input as users expect", .timeLimit(.minutes(2)))
struct HTTPAndInputTests {
    @Test func aMalformedChunkedBodyIs400AndTheConnectionServesNoMore() async throws {
        let api = try await LiveAPI(.sqlite)
        let connection = try await LoopbackConnection.open(port: api.running.port)
        connection.send(
            "POST /v1/sessions HTTP/1.1\r\nHost: eventmap\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n")
        let answer = try #require(await connection.closed(within: .seconds(30)))
        #expect(answer.hasPrefix("HTTP/1.1 400"), "\(answer)")
        await api.stop()
    }

    @Test(arguments: Storage.allCases)
    func searchReadsPlusAsASpaceAndMatchesUnderNormalisationAndCaseFolding(_ storage: Storage) async throws {
        try await APIHarness(storage).test { api in
            let token = try await api.register()
            _ = try await api.create("ÉCOLE de musique", token: token)
            _ = try await api.create("Straße fest", at: 55.76, 37.63, token: token)
            func titles(_ query: String) async throws -> [String] {
                try await api.send(.get, "/v1/events?south=55&west=37&north=56&east=38&" + query).decode(EventPage.self).events.map(\.title)
            }
            #expect(try await titles("text=e\u{301}cole+de") == ["ÉCOLE de musique"], "a decomposed é and + for the space")
            #expect(try await titles("text=STRASSE") == ["Straße fest"], "ß folds to ss")
            #expect(try await titles("types=").count == 2, "an empty types is every type")
        }
    }

    @Test(arguments: Storage.allCases)
    func aBoxEndingAt180TakesInMinus180(_ storage: Storage) async throws {
        try await APIHarness(storage).test { api in
            let token = try await api.register()
            _ = try await api.create("On the antimeridian", at: 10, -180, token: token)
            let answer = try await api.send(.get, "/v1/events?south=0&west=170&north=20&east=180").decode(EventPage.self)
            #expect(answer.events.map(\.title) == ["On the antimeridian"])
            #expect(try await api.send(.get, "/v1/events?south=0&west=-180&north=20&east=-170").decode(EventPage.self).total == 1)
        }
    }

    @Test(arguments: [
        (#"{"title": "t", "type": "music", "latitude": 1e-400, "longitude": 2}"#, "latitude: 1e-400"),
        (#"{"title": "t", "type": "music", "latitude": 1, "longitude": 2, "age": 1.5}"#, "age: 1.5"),
        (#"{"title": "t", "type": "music", "latitude": 1, "longitude": 2, "age": 99999999999999999999}"#, "age: 99999999999999999999"),
    ])
    func aValidNumberTheFieldCannotTakeIs422NamingIt(_ body: String, _ named: String) async throws {
        try await APIHarness(.sqlite).test { api in
            let answer = try await api.send(.post, "/v1/events", raw: body, token: try await api.register())
            #expect(answer.status == 422)
            #expect(answer.errorMessage?.hasPrefix(named) == true, "\(answer.errorMessage ?? "")")
        }
    }

    @Test(arguments: [
        ("birthDate", "1990-1-1", "invalid_birth_date"),
        ("birthDate", "1850-01-01", "birth_date_too_early"),
        ("email", "rick\u{0}@example.org", "invalid_email"),
        ("password", "        ", "invalid_field"),
        ("password", "pass\u{7}word", "invalid_field"),
        ("name", "Rick\u{202E}kciR", "invalid_field"),
        ("name", "Rick\u{1B}[2J", "invalid_field"),
    ])
    func registrationRefusesWhatNoPersonTypes(_ field: String, _ value: String, _ code: String) async throws {
        try await APIHarness(.sqlite).test { api in
            var account = APIClient.rick
            account[field] = value
            let answer = try await api.send(.post, "/v1/accounts", json: account)
            #expect(answer.status == 422)
            #expect(answer.errorCode == code)
            #expect(answer.errorMessage?.hasPrefix(field) == true, "\(answer.errorMessage ?? "")")
        }
    }

    @Test func eventsRefuseControlCharactersAndDirectionOverridesNamingTheField() async throws {
        try await APIHarness(.sqlite).test { api in
            let token = try await api.register()
            for (field, value) in [("title", "Rave\u{1B}]0;x\u{7}"), ("address", "Red\u{2066} Square"), ("description", "Line\u{0}")] {
                var draft: [String: Any] = ["title": "Rave", "type": "music", "latitude": 1, "longitude": 2, "start": "2026-02-01T19:00:00Z"]
                draft[field] = value
                let answer = try await api.send(.post, "/v1/events", json: draft, token: token)
                #expect(answer.status == 422 && answer.errorMessage?.hasPrefix(field) == true, "\(field): \(answer.errorMessage ?? "")")
            }
            let multiline = try await api.send(
                .post, "/v1/events",
                json: ["title": "Rave", "type": "music", "latitude": 1, "longitude": 2, "description": "Line one\nLine two", "start": "2026-02-01T19:00:00Z"],
                token: token)
            #expect(multiline.status == 201, "a description may have line breaks")
        }
    }

    /// No field of the API is nullable, but a key the document does not name may hold anything,
    /// `null` too, as the document allows other keys.
    @Test func aNullIsRefusedAtAFieldAndIgnoredUnderAnUnknownKey() async throws {
        try await APIHarness(.sqlite).test { api in
            let token = try await api.register()
            var draft: [String: Any] = ["title": "Rave", "type": "music", "latitude": 1, "longitude": 2, "start": "2026-02-01T19:00:00Z"]
            draft["note"] = NSNull()
            draft["extra"] = ["nested": NSNull()]
            #expect(try await api.send(.post, "/v1/events", json: draft, token: token).status == 201)
            draft["address"] = NSNull()
            let refused = try await api.send(.post, "/v1/events", json: draft, token: token)
            #expect(refused.status == 422 && refused.errorMessage == "address: null is no value this field takes")
        }
    }

    /// What the generated layer refuses of its own is an error body too, with its status and a line.
    @Test func aRefusalOfTheGeneratedLayerIsAnErrorBodyWithItsStatus() async throws {
        try await APIHarness(.sqlite).test { api in
            let answer = try await api.send(.get, "/health", headers: [.accept: "text/html"])
            #expect(answer.status == 406)
            #expect(answer.errorCode == "http_406")
            #expect(answer.errorMessage?.contains("\n") == false && answer.errorMessage?.isEmpty == false, "\(answer.errorMessage ?? "")")
        }
    }

    @Test func headWorksWhereverGetDoesAndAWrongMethodIs405WithAllow() async throws {
        try await APIHarness(.sqlite).test { api in
            let head = try await api.send(.head, "/health")
            #expect(head.status == 200 && head.body.isEmpty)
            #expect(try await api.send(.head, "/v1/events?south=0&west=0&north=1&east=1").status == 200)
            let wrong = try await api.send(.put, "/v1/events")
            #expect(wrong.status == 405)
            #expect(wrong.headers[.allow] == "GET, HEAD, POST")
            #expect(try await api.send(.put, "/v1/events/7").headers[.allow] == "DELETE, GET, HEAD, PATCH")
            #expect(try await api.send(.put, "/v1/events/7.ics").headers[.allow] == "GET, HEAD", "the calendar's route, not the event's")
            #expect(try await api.send(.get, "/v1/nothing").status == 404)
        }
    }

    @Test func creatingEventsIsLimitedPerAccount() async throws {
        let api = try await LiveAPI(.sqlite)
        let token = try JSONDecoder().decode(SignedIn.self, from: try await api.send(.post, "/v1/accounts", json: GuessingLimitsTests.rick).body).token
        let draft: [String: Any] = ["title": "Again", "type": "music", "latitude": 1, "longitude": 2, "start": "2026-02-01T19:00:00Z"]
        for _ in 0..<AttemptPolicy.standard.eventsPerAccount.limit {
            #expect(try await api.send(.post, "/v1/events", json: draft, token: token).status == 201)
        }
        let refused = try await api.send(.post, "/v1/events", json: draft, token: token)
        #expect(refused.status == 429 && (refused.retryAfter ?? 0) > 0)
        await api.stop()
    }

    @Test(arguments: Storage.allCases)
    func myEventsComeAPageAtATime(_ storage: Storage) async throws {
        try await APIHarness(storage).test { api in
            let token = try await api.register()
            for number in 1...5 { _ = try await api.create("Mine \(number)", token: token) }
            var titles: [String] = []
            var path = "/v1/me/events?limit=2"
            var pages = 0
            while true {
                let page = try await api.send(.get, path, token: token).decode(OwnEventPage.self)
                titles += page.events.map(\.title)
                pages += 1
                guard let next = page.next else { break }
                path = "/v1/me/events?limit=2&after=\(next)"
            }
            #expect(titles == (1...5).map { "Mine \($0)" })
            #expect(pages == 3)
            #expect(try await api.send(.get, "/v1/me/events?limit=0", token: token).status == 422)
        }
    }

    @Test func aFullPoolAnswersBusyAtOnce() async throws {
        let work = BlockingWork(threads: 1, waitingPerThread: 0)
        let release = DispatchSemaphore(value: 0)
        let started = DispatchSemaphore(value: 0)
        async let holding: Void = work.run { () throws(EventsError) in
            started.signal()
            release.wait()
        }
        await onOwnThread { started.wait() }
        let asked = ContinuousClock.now
        await #expect(throws: EventsError.busy(retryAfter: 1)) { try await work.run { () throws(EventsError) in } }
        #expect(ContinuousClock.now - asked < .milliseconds(100))
        release.signal()
        try await holding
        try await work.run { () throws(EventsError) in }
    }
}
