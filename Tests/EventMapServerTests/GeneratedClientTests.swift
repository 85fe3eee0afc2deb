import EventMap
import EventMapAPI
import EventMapServer
import Foundation
import Testing
import Viper
import ViperLocation

/// The app's client, generated from the document, against the server over a real loopback
/// connection: every operation the app uses, and refusals as the errors they name.
@Suite("The generated client against the server")
struct GeneratedClientTests {
    static let moscow = Area(south: 55.7, west: 37.5, north: 55.8, east: 37.7)

    @Test(arguments: Storage.allCases)
    func everyOperationTheAppUses(_ storage: Storage) async throws {
        let api = try await LiveAPI(storage)
        let client = EventsClient(server: .fixed(api.base), transport: api.transport, clock: api.harness.clock, timeZone: .gmt)
        let rick = try await client.register(Registration(name: "Rick", email: "rick@example.org", birthDate: "1970-03-04", password: "wubbalubba"))
        #expect(try await client.user(token: rick.token) == rick.user)
        #expect(try await client.signIn(email: "RICK@example.org", password: "wubbalubba").user == rick.user)

        let start = Date(timeIntervalSince1970: 1_769_961_600) // 2026-02-01 16:00 UTC, 19:00 in Moscow
        let time = EventTime(start: start, end: start.addingTimeInterval(3 * 3600), utcOffset: 10_800)
        let draft = EventDraft(
            title: "Jam", description: "Bring a drum", address: "Arbat 1", type: .music, age: .twelve, position: Coordinate(latitude: 55.75, longitude: 37.62)!,
            time: time)
        let event = try await client.createEvent(draft, token: rick.token)
        #expect(event.draft == draft && event.ownerID == rick.user.id, "the place's offset comes back")
        #expect(try await client.events(in: Self.moscow, matching: EventFilter()) == EventPage(events: [event], total: 1))
        #expect(try await client.events(in: Self.moscow, matching: EventFilter(types: [.sport])).events.isEmpty)

        let moved = try await client.updateEvent(
            id: event.id, with: EventEdit(title: "Jam, later", time: .endMoved(to: start.addingTimeInterval(5 * 3600))), token: rick.token)
        #expect(moved.title == "Jam, later" && moved.time == EventTime(start: start, end: start.addingTimeInterval(5 * 3600), utcOffset: 10_800))
        #expect(try await client.events(ownedBy: rick.token) == [moved])
        let calendar = String(decoding: try await client.calendarFile(ofEvent: event.id), as: UTF8.self)
        #expect(calendar.hasPrefix("BEGIN:VCALENDAR\r\n") && calendar.contains("SUMMARY:Jam\\, later\r\n"))

        let morty = try await client.register(Registration(name: "Morty", email: "morty@example.org", birthDate: "2005-01-01", password: "aw-jeez-rick"))
        await #expect(throws: EventsError.notAuthor) { try await client.deleteEvent(id: event.id, token: morty.token) }
        let backwards = EventDraft(
            title: "Backwards", description: "", address: "", type: .music, age: .none, position: draft.position,
            time: EventTime(start: start, end: start.addingTimeInterval(-60), utcOffset: 0))
        await #expect(throws: EventsError.invalidField("end", "must be after the start")) { try await client.createEvent(backwards, token: rick.token) }
        await #expect(throws: EventsError.emailTaken) {
            try await client.register(Registration(name: "Rick", email: "rick@example.org", birthDate: "1970-03-04", password: "wubbalubba"))
        }

        try await client.deleteEvent(id: event.id, token: rick.token)
        await #expect(throws: EventsError.notFound) { try await client.calendarFile(ofEvent: event.id) }
        await client.signOut(token: rick.token)
        await #expect(throws: EventsError.invalidToken) { try await client.user(token: rick.token) }
        await api.stop()
    }

    @Test func aServerOutOfReachIsUnreachable() async throws {
        let api = try await LiveAPI(.sqlite)
        await api.stop()
        let client = EventsClient(server: .fixed(api.base), transport: api.transport, clock: api.harness.clock, timeZone: .gmt)
        await #expect {
            try await client.user(token: "any")
        } throws: { error in
            if case .unreachable = error as? EventsError { true } else { false }
        }
    }
}
