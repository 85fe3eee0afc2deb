import EventMapAPI
import EventMapServer
import Foundation
import Testing

@Suite("API: events")
struct EventsAPITests {
    @Test(arguments: Storage.allCases)
    func theBoxQueryFiltersLimitsAndCountsAll(_ storage: Storage) async throws {
        try await APIHarness(storage).test { api in
            let token = try await api.register()
            for index in 0..<7 { _ = try await api.create("Concert \(index)", token: token) }
            _ = try await api.create("Ёлка", type: "theatre", age: 16, token: token)
            _ = try await api.create("Far away", at: 10, 10, token: token)
            let box = "/v1/events?south=55&west=37&north=56&east=38"

            let all = try await api.send(.get, box).decode(EventPage.self)
            #expect(all.events.count == 8 && all.total == 8)
            let limited = try await api.send(.get, box + "&limit=3").decode(EventPage.self)
            #expect(limited.events.map(\.title) == ["Concert 0", "Concert 1", "Concert 2"])
            #expect(limited.total == 8)
            #expect(try await api.send(.get, box + "&text=%D0%B5%D0%BB%D0%BA").decode(EventPage.self).events.map(\.title) == ["Ёлка"])
            #expect(try await api.send(.get, box + "&maxAge=12").decode(EventPage.self).total == 7)
            #expect(try await api.send(.get, box + "&types=theatre,sport").decode(EventPage.self).total == 1)
        }
    }

    @Test(arguments: Storage.allCases)
    func aBoxCanCrossThe180thMeridian(_ storage: Storage) async throws {
        try await APIHarness(storage).test { api in
            let token = try await api.register()
            _ = try await api.create("Fiji", at: -17.7, 178.0, token: token)
            _ = try await api.create("Samoa", at: -13.8, -172.0, token: token)
            _ = try await api.create("Greenwich", at: -15, 0, token: token)
            let page = try await api.send(.get, "/v1/events?south=-20&west=170&north=-10&east=-170").decode(EventPage.self)
            #expect(Set(page.events.map(\.title)) == ["Fiji", "Samoa"])
        }
    }

    @Test(arguments: Storage.allCases)
    func createNeedsATokenAndAValidEvent(_ storage: Storage) async throws {
        try await APIHarness(storage).test { api in
            #expect(try await api.create("Anonymous", token: "forged").status == 401)
            let token = try await api.register()
            let created = try await api.create("  Jazz  ", token: token)
            #expect(created.status == 201)
            let event = try created.decode(Event.self)
            #expect(event.title == "Jazz")
            #expect(try await api.send(.get, "/v1/events/\(event.id)").decode(Event.self) == event)
            #expect(try await api.send(.get, "/v1/events/999999").status == 404)
            #expect(try await api.send(.get, "/v1/me/events", token: token).json["events"].map { ($0 as? [Any])?.count } == 1)

            #expect(try await api.create("North of the pole", at: 91, 0, token: token).errorMessage?.hasPrefix("latitude") == true)
            #expect(try await api.create("Circus", type: "circus", token: token).errorMessage?.hasPrefix("type") == true)
            #expect(try await api.create("Old", age: 21, token: token).status == 422)
            #expect(try await api.create("   ", token: token).errorCode == "invalid_event")
            #expect(try await api.create(String(repeating: "x", count: 201), token: token).errorMessage == "title: at most 200 characters")
            let huge = try await api.send(.post, "/v1/events", raw: "{\"title\": \"" + String(repeating: "x", count: 70_000) + "\"}", token: token)
            #expect(huge.status == 413 && huge.errorCode == "too_large")
            #expect(try await api.send(.post, "/v1/events", raw: "not json", token: token).status == 400)
            #expect(try await api.send(.get, "/v1/events?south=55&west=37&north=56&east=38").decode(EventPage.self).total == 1, "nothing refused was kept")
        }
    }

    @Test(arguments: Storage.allCases)
    func aBoxWithItsNorthSouthOfItsSouthHoldsNoEvent(_ storage: Storage) async throws {
        try await APIHarness(storage).test { api in
            _ = try await api.create("Gig", at: 55.75, 37.62, token: try await api.register())
            let upsideDown = "south=56&west=37&north=55&east=38"
            let page = try await api.send(.get, "/v1/events?" + upsideDown)
            #expect(page.status == 200)
            #expect(try page.decode(EventPage.self) == EventPage(events: [], total: 0))
            let calendar = try await api.send(.get, "/v1/events.ics?" + upsideDown)
            #expect(calendar.status == 200 && !String(decoding: calendar.body, as: UTF8.self).contains("BEGIN:VEVENT"))
        }
    }

    @Test func badQueriesAre422NamingTheParameter() async throws {
        try await APIHarness(.sqlite).test { api in
            let cases = [
                ("/v1/events?west=0&north=1&east=1", "south: missing"),
                ("/v1/events?south=-91&west=0&north=1&east=1", "south: a number from -90 to 90"),
                ("/v1/events?south=0&west=0&north=1&east=1&limit=-1", "limit: a whole number from 0 to 5000"),
                ("/v1/events?south=0&west=0&north=1&east=1&types=circus", "types: each of music, cinema, sport, theatre, exhibition, other"),
                ("/v1/events?south=0&west=0&north=1&east=1&maxAge=7", "maxAge: one of 0, 6, 12, 16, 18"),
            ]
            for (uri, message) in cases {
                let answer = try await api.send(.get, uri)
                #expect(answer.status == 422)
                #expect(answer.errorMessage == message)
            }
            #expect(try await api.send(.get, "/v1/nothing").errorCode == "no_such_path")
            #expect(try await api.send(.get, "/health").json["status"] as? String == "ok")
        }
    }
}
