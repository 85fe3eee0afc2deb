import EventMapAPI
import EventMapServer
import Foundation
import Testing
import Viper

/// Events have a time over the API: a new one needs its start, keeps the offset it was given,
/// `from` and `to` choose when, and `.ics` gives them to a calendar.
@Suite("API: when events happen")
struct EventTimesAPITests {
    static let box = "south=55&west=37&north=56&east=38"

    @Test(arguments: Storage.allCases)
    func aNewEventNeedsItsStartKeepsItsOffsetAndEndsAfterItStarts(_ storage: Storage) async throws {
        try await APIHarness(storage).test { api in
            let token = try await api.register()
            func post(_ extra: [String: Any]) async throws -> APIClient.Answer {
                var draft: [String: Any] = ["title": "Gig", "type": "music", "latitude": 55.75, "longitude": 37.62]
                draft.merge(extra) { _, new in new }
                return try await api.send(.post, "/v1/events", json: draft, token: token)
            }
            #expect(try await post([:]).errorMessage == "start: missing", "a new event needs its start")
            #expect(try await post(["start": "tomorrow"]).errorMessage?.hasPrefix("start") == true)
            #expect(try await post(["start": "2026-02-01T19:00:00+15:00"]).status == 422, "no place is 15 hours from UTC")
            #expect(try await post(["end": "2026-02-01T19:00:00Z"]).errorMessage == "start: missing", "an end needs a start")
            #expect(try await post(["start": "2026-02-01T19:00:00Z", "end": NSNull()]).errorMessage?.hasPrefix("end") == true, "no end is no key, not null")
            let backwards = try await post(["start": "2026-02-01T19:00:00+03:00", "end": "2026-02-01T18:00:00+03:00"])
            #expect(backwards.status == 422 && backwards.errorMessage == "end: must be after the start")

            let created = try await post(["start": "2026-02-01T19:00:00+03:00", "end": "2026-02-01T17:30:00Z"])
            #expect(created.status == 201)
            #expect(created.json["start"] as? String == "2026-02-01T19:00:00+03:00", "the offset of the place is kept")
            #expect(created.json["end"] as? String == "2026-02-01T20:30:00+03:00", "in the place's offset")
            let id = try #require(created.json["id"] as? Int)
            let moved = try await api.send(.patch, "/v1/events/\(id)", json: ["start": "2026-02-02T10:00:00-05:00"], token: token)
            #expect(moved.json["start"] as? String == "2026-02-02T10:00:00-05:00")
            #expect(moved.json["end"] == nil, "a start given alone leaves no end")
        }
    }

    @Test(arguments: Storage.allCases)
    func fromAndToChooseWhenAndEventsWithNoTimePassOnlyAnOpenTo(_ storage: Storage) async throws {
        let harness = try await APIHarness(storage)
        let owner = try await harness.service.register(Registration(name: "Ann", email: "ann@example.org", birthDate: "1990-01-01", password: "secret-ann"))
        _ = try await harness.service.createEvent(
            EventDraft(title: "Undated", description: "", address: "", type: .music, age: .none, position: Coordinate(latitude: 55.75, longitude: 37.62)!),
            token: owner.token)
        try await harness.test { api in
            let token = try await api.register()
            _ = try await api.create("Past", start: "2026-01-01T10:00:00Z", token: token)
            _ = try await api.create("Later", start: "2026-03-01T10:00:00Z", token: token)
            func titles(_ query: String) async throws -> [String] {
                try await api.send(.get, "/v1/events?\(Self.box)&\(query)").decode(EventPage.self).events.map(\.title)
            }
            #expect(try await titles("") == ["Undated", "Past", "Later"], "with neither, any time")
            #expect(try await titles("from=2026-02-01T00:00:00Z") == ["Undated", "Later"])
            // Past has no end: it is over at the end of its start day.
            #expect(try await titles("from=2026-01-01T23:00:00Z") == ["Undated", "Past", "Later"])
            #expect(try await titles("to=2026-02-01T00:00:00%2B03:00") == ["Past"])
            #expect(try await titles("from=2026-02-01T00:00:00Z&to=2026-04-01T00:00:00Z") == ["Later"])
            #expect(try await titles("from=2026-01-01T12:00:00Z&to=2026-01-01T11:00:00Z") == [], "a `to` before `from` holds no event, not even one on both")
            #expect(try await api.send(.get, "/v1/events?\(Self.box)&from=soon").errorMessage?.hasPrefix("from") == true)
        }
    }

    @Test(arguments: Storage.allCases)
    func anEventAndAQueryAsICalendar(_ storage: Storage) async throws {
        let harness = try await APIHarness(storage)
        let owner = try await harness.service.register(Registration(name: "Ann", email: "ann@example.org", birthDate: "1990-01-01", password: "secret-ann"))
        let undated = try await harness.service.createEvent(
            EventDraft(title: "Undated", description: "", address: "", type: .music, age: .none, position: Coordinate(latitude: 55.75, longitude: 37.62)!),
            token: owner.token)
        try await harness.test { api in
            let token = try await api.register()
            let gig = try await api.create("Gig, at last", start: "2026-02-01T19:00:00+03:00", token: token).decode(Event.self)
            _ = try await api.create("Talk", type: "other", start: "2026-03-01T10:00:00Z", token: token)

            let one = try await api.send(.get, "/v1/events/\(gig.id).ics")
            #expect(one.status == 200 && one.headers[.contentType] == ICalendar.contentType)
            let calendar = try ICalendarReader(String(decoding: one.body, as: UTF8.self))
            #expect(calendar.events.count == 1)
            #expect(calendar.events.first?["SUMMARY"] == "Gig, at last")
            #expect(calendar.events.first?["DTSTART"] == "20260201T160000Z")
            #expect(try await api.send(.get, "/v1/events/\(undated.id).ics").errorCode == "no_time")
            #expect(try await api.send(.get, "/v1/events/999999.ics").status == 404)

            let feed = try ICalendarReader(String(decoding: try await api.send(.get, "/v1/events.ics?\(Self.box)&types=music").body, as: UTF8.self))
            #expect(feed.events.map { $0["SUMMARY"] } == ["Gig, at last"], "the same filters as /v1/events; no time, no place in a calendar")
        }
    }
}
