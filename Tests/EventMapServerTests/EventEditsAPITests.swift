import EventMapAPI
import EventMapServer
import Foundation
import Testing
import Viper
import ViperLocation
import ViperTesting

/// `PATCH` and `DELETE /v1/events/{id}`: the author's only, checked as a new event is.
@Suite("API: the author edits and deletes an event")
struct EventEditsAPITests {
    static var morty: [String: Any] { ["name": "Morty", "email": "morty@example.org", "birthDate": "2005-01-01", "password": "aw-jeez-rick"] }
    static let moscow = "/v1/events?south=55.7&west=37.5&north=55.8&east=37.7"

    @Test(arguments: Storage.allCases)
    func theAuthorEditsThenDeletes(_ storage: Storage) async throws {
        try await APIHarness(storage).test { api in
            let token = try await api.register()
            let created = try await api.create("Jam session", token: token).decode(Event.self)

            let edited = try await api.send(.patch, "/v1/events/\(created.id)", json: ["title": "  Ёлка party ", "age": 12], token: token)
            #expect(edited.status == 200)
            let event = try edited.decode(Event.self)
            #expect(event.title == "Ёлка party", "trimmed as a new event's title is")
            #expect(event.age == .twelve && event.type == created.type && event.position == created.position && event.ownerID == created.ownerID)
            #expect(try await api.send(.get, "/v1/events/\(created.id)").decode(Event.self) == event)
            #expect(try await Self.titles(api, Self.moscow + "&text=елка") == ["Ёлка party"], "the search key is the new title's")
            #expect(try await Self.titles(api, Self.moscow + "&text=jam").isEmpty)
            #expect(try await Self.titles(api, Self.moscow + "&maxAge=6").isEmpty, "the area index has the new age")

            let moved = try await api.send(.patch, "/v1/events/\(created.id)", json: ["latitude": 59.94, "longitude": 30.31], token: token)
            #expect(try moved.decode(Event.self).position == Coordinate(latitude: 59.94, longitude: 30.31))
            #expect(try await Self.titles(api, Self.moscow).isEmpty, "moved out of the box")

            #expect(try await api.send(.delete, "/v1/events/\(created.id)", token: token).status == 204)
            #expect(try await api.send(.get, "/v1/events/\(created.id)").status == 404)
            #expect(try await api.send(.patch, "/v1/events/\(created.id)", json: ["title": "Back"], token: token).errorCode == "not_found")
            #expect(try await api.send(.delete, "/v1/events/\(created.id)", token: token).status == 404, "deleted once")
            #expect(try await api.send(.get, "/v1/me/events", token: token).decode(OwnEventPage.self).events.isEmpty)
        }
    }

    @Test(arguments: Storage.allCases)
    func anotherUsersEditOrDeletionIs403AndChangesNothing(_ storage: Storage) async throws {
        try await APIHarness(storage).test { api in
            let event = try await api.create("Rick's party", token: try await api.register()).decode(Event.self)
            let morty = try await api.register(Self.morty)
            let edit = try await api.send(.patch, "/v1/events/\(event.id)", json: ["title": "Morty's party"], token: morty)
            #expect(edit.status == 403 && edit.errorCode == "not_author")
            let deletion = try await api.send(.delete, "/v1/events/\(event.id)", token: morty)
            #expect(deletion.status == 403 && deletion.errorCode == "not_author")
            #expect(try await api.send(.get, "/v1/events/\(event.id)").decode(Event.self) == event)
        }
    }

    @Test func aMissingOrUnreadableIdIs404AndAMissingTokenIs401() async throws {
        try await APIHarness(.sqlite).test { api in
            let token = try await api.register()
            let event = try await api.create("Party", token: token).decode(Event.self)
            #expect(try await api.send(.patch, "/v1/events/\(event.id + 1)", json: ["title": "New"], token: token).status == 404)
            #expect(try await api.send(.delete, "/v1/events/\(event.id + 1)", token: token).status == 404)
            #expect(try await api.send(.delete, "/v1/events/party", token: token).status == 404)
            for answer in [
                try await api.send(.patch, "/v1/events/\(event.id)", json: ["title": "New"]),
                try await api.send(.delete, "/v1/events/\(event.id)"),
                try await api.send(.delete, "/v1/events/\(event.id)", token: "forged"),
            ] {
                #expect(answer.status == 401)
            }
            #expect(try await api.send(.get, "/v1/events/\(event.id)").decode(Event.self) == event)
        }
    }

    /// An edit is merged into the event field by field; only an end with no start to follow fails.
    @Test(arguments: Storage.allCases)
    func anEditMergesEachFieldItGives(_ storage: Storage) async throws {
        let harness = try await APIHarness(storage)
        try await harness.test { api in
            let token = try await api.register()
            let event = try await api.create("Party", start: "2026-02-01T19:00:00+03:00", token: token).decode(Event.self)
            let path = "/v1/events/\(event.id)"
            let north = try await api.send(.patch, path, json: ["latitude": 59.94], token: token).decode(Event.self)
            #expect(north.position == Coordinate(latitude: 59.94, longitude: event.position.longitude))
            let ended = try await api.send(.patch, path, json: ["end": "2026-02-01T23:00:00+03:00"], token: token).decode(Event.self)
            #expect(ended.time == EventTime(start: try #require(event.time).start, end: Date(timeIntervalSince1970: 1_769_976_000), utcOffset: 10_800))
            let early = try await api.send(.patch, path, json: ["end": "2026-02-01T18:00:00+03:00"], token: token)
            #expect(early.status == 422 && early.errorMessage == "end: must be after the start")
            let moved = try await api.send(.patch, path, json: ["start": "2026-02-02T12:00:00+01:00"], token: token).decode(Event.self)
            #expect(moved.time == EventTime(start: Date(timeIntervalSince1970: 1_770_030_000), utcOffset: 3_600), "a start alone leaves no end")

            let timeless = try await harness.service.createEvents(
                [EventDraft(title: "Timeless", description: "", address: "", type: .music, age: .none, position: moved.position)], token: token)[0]
            let noStart = try await api.send(.patch, "/v1/events/\(timeless.id)", json: ["end": "2026-02-01T23:00:00+03:00"], token: token)
            #expect(noStart.status == 422 && noStart.errorMessage == "end: the event has no start to end after")
        }
    }

    @Test func aBadEditIs422OrItsBody400AndChangesNothing() async throws {
        try await APIHarness(.sqlite).test { api in
            let token = try await api.register()
            let event = try await api.create("Party", token: token).decode(Event.self)
            let path = "/v1/events/\(event.id)"
            let empty = try await api.send(.patch, path, json: ["title": " "], token: token)
            #expect(empty.status == 422 && empty.errorCode == "invalid_event")
            #expect(try await api.send(.patch, path, json: ["latitude": 91, "longitude": 0], token: token).status == 422)
            #expect(try await api.send(.patch, path, json: ["type": "opera"], token: token).status == 422)
            let nullTitle = try await api.send(.patch, path, json: ["title": NSNull()], token: token)
            #expect(nullTitle.status == 422 && nullTitle.errorMessage?.hasPrefix("title") == true, "no field is nullable")
            #expect(try await api.send(.patch, path, json: ["title": String(repeating: "a", count: 201)], token: token).errorCode == "too_long")
            #expect(try await api.send(.patch, path, raw: "{", token: token).status == 400)
            #expect(try await api.send(.get, path).decode(Event.self) == event)
            let wrong = try await api.send(.put, path)
            #expect(wrong.status == 405 && wrong.headers[.allow] == "DELETE, GET, HEAD, PATCH")
        }
    }

    /// Over the network an account edits and deletes at most so many times an hour, counted
    /// together; in process nothing is counted.
    @Test func editsAndDeletionsOverTheNetworkAreLimitedPerAccountTogether() async throws {
        var limits = AttemptPolicy()
        limits.eventChangesPerAccount = AttemptRule(limit: 2, window: 3_600)
        let clock = VirtualClock()
        let service = EventsService(repository: try await Storage.sqlite.repository(), hashing: .fastForTests, clock: .reading(clock), limits: limits)
        let token = try await service.register(Registration(name: "Rick", email: "rick@example.org", birthDate: "1970-01-01", password: "wubbalubba"))
            .token
        let draft = EventDraft(title: "Party", description: "", address: "", type: .music, age: .none, position: Coordinate(latitude: 1, longitude: 2)!)
        let (first, second) = (try await service.createEvent(draft, token: token), try await service.createEvent(draft, token: token))
        let address = "203.0.113.7"
        _ = try await service.updateEvent(id: first.id, with: EventEdit(title: "One"), token: token, from: address)
        try await service.deleteEvent(id: first.id, token: token, from: address)
        await #expect(throws: EventsError.throttled(retryAfter: 3_600)) {
            try await service.updateEvent(id: second.id, with: EventEdit(title: "Three"), token: token, from: address)
        }
        await #expect(throws: EventsError.throttled(retryAfter: 3_600)) { try await service.deleteEvent(id: second.id, token: token, from: "198.51.100.1") }
        #expect(try await service.event(id: second.id) == second, "nothing changed")
        _ = try await service.updateEvent(id: second.id, with: EventEdit(title: "In process"), token: token)
        await MainActor.run { clock.advance(by: .seconds(3_601)) }
        try await service.deleteEvent(id: second.id, token: token, from: address)
    }

    static func titles(_ api: APIClient, _ query: String) async throws -> [String] {
        try await api.send(.get, query).decode(EventPage.self).events.map(\.title)
    }
}
