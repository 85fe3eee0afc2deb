import EventMapAPI
import EventMapServer
import Foundation
import Logging
import Testing
import Viper
import ViperHTTP
import ViperLocation

/// The change stream through a real server on a loopback port and the app's HTTP client.
@Suite("API: the change stream", .timeLimit(.minutes(1)))
struct ChangeStreamTests {
    @Test(arguments: Storage.allCases)
    func aStreamIsToldOfEveryCreateAndResumesWithNoGapAndNoRepeat(_ storage: Storage) async throws {
        let harness = try await APIHarness(storage)
        let running = try await harness.server.start()
        let endings = SessionEndings()
        let client = HTTPClient(transport: LiveTransport(until: endings))
        let base = URL(string: "http://127.0.0.1:\(running.port)")!
        let token = try await harness.service.register(Registration(name: "Rick", email: "rick@example.org", birthDate: "1970-01-01", password: "wubbalubba"))
            .token
        func create(_ title: String) async throws -> Event {
            try await harness.service.createEvent(
                EventDraft(title: title, description: "", address: "", type: .music, age: .none, position: Coordinate(latitude: 1, longitude: 2)!), token: token
            )
        }

        let early = try await create("Before anyone listened")
        var live = try await client.events(HTTPRequest(url: base.appending(path: "v1/changes"))).makeAsyncIterator()
        // The stream is open once its head has come: the server subscribed before sending it.
        let first = try await create("First")
        await harness.server.hub.wake()
        let told = try #require(try await live.next())
        #expect(told.id == "2")
        #expect(try JSONDecoder().decode(Event.self, from: Data(told.data.utf8)) == first)

        let second = try await create("Second")
        var resumed = try await client.events(HTTPRequest(url: base.appending(path: "v1/changes"), headers: ["Last-Event-ID": "0"])).makeAsyncIterator()
        let third = try await create("Third")
        await harness.server.hub.wake()
        var ids: [String] = []
        while ids.count < 4, let event = try await resumed.next() { ids.append(event.id ?? "") }
        #expect(ids == ["1", "2", "3", "4"])
        #expect([early.id, first.id, second.id, third.id] == Array(1...4))

        await running.stop()
        #expect(try await live.next()?.id == "3")
        #expect(try await live.next()?.id == "4")
        #expect(try await live.next() == nil, "a stopping server ends its streams")
        await endings.run()
    }

    @Test(
        "an edit and a deletion through one server reach the stream of a second on the same database, each with its kind",
        arguments: Storage.allCases)
    func editsAndDeletionsReachASecondServer(_ storage: Storage) async throws {
        let (here, elsewhere) = try await storage.twoRepositories()
        let (writer, reader) = (try await APIHarness(repository: here), try await APIHarness(repository: elsewhere))
        let (a, b) = (try await writer.server.start(), try await reader.server.start())
        let endings = SessionEndings()
        let client = HTTPClient(transport: LiveTransport(until: endings))
        func url(_ running: RunningEventsServer, _ path: String) -> URL { URL(string: "http://127.0.0.1:\(running.port)\(path)")! }
        let token = try await writer.service.register(Self.rick).token
        let authorized: HTTPHeaders = ["Authorization": "Bearer \(token)"]

        var stream = try await client.events(HTTPRequest(url: url(b, "/v1/changes"))).makeAsyncIterator()
        // Each change is awaited before the next is made: an update read after its event's
        // deletion is left out of the feed, as the deletion says all.
        let created = try await client.decode(
            Event.self, answering: .json(.post, url: url(a, "/v1/events"), body: Self.draft("Jam"), headers: authorized))
        let first = try #require(try await stream.next())
        #expect(first.id == "1" && first.event == "created")
        #expect(try JSONDecoder().decode(Event.self, from: Data(first.data.utf8)) == created)

        let edited = try await client.decode(
            Event.self, answering: .json(.patch, url: url(a, "/v1/events/\(created.id)"), body: EventEdit(title: "Jam, moved"), headers: authorized))
        let second = try #require(try await stream.next())
        #expect(second.id == "2" && second.event == "updated")
        #expect(try JSONDecoder().decode(Event.self, from: Data(second.data.utf8)) == edited)

        _ = try await client.send(HTTPRequest(.delete, url: url(a, "/v1/events/\(created.id)"), headers: authorized))
        let third = try #require(try await stream.next())
        #expect(third.id == "3" && third.event == "deleted")
        #expect(try JSONDecoder().decode([String: Int].self, from: Data(third.data.utf8)) == ["id": created.id])

        await a.stop()
        await b.stop()
        await endings.run()
    }

    @Test(arguments: Storage.allCases)
    func resumingAfterADeletionTellsTheDeletion(_ storage: Storage) async throws {
        let harness = try await APIHarness(storage)
        let running = try await harness.server.start()
        let endings = SessionEndings()
        let client = HTTPClient(transport: LiveTransport(until: endings))
        let base = URL(string: "http://127.0.0.1:\(running.port)")!
        let token = try await harness.service.register(Self.rick).token
        let gone = try await harness.service.createEvent(Self.draft("Gone"), token: token)
        let kept = try await harness.service.createEvent(Self.draft("Kept"), token: token)
        let renamed = try await harness.service.updateEvent(id: kept.id, with: EventEdit(title: "Kept, renamed"), token: token)
        try await harness.service.deleteEvent(id: gone.id, token: token)

        /// The first `count` events of a stream resumed after `sequence`.
        func resumed(after sequence: Int, count: Int) async throws -> [ServerSentEvent] {
            var stream = try await client.events(HTTPRequest(url: base.appending(path: "v1/changes"), headers: ["Last-Event-ID": "\(sequence)"]))
                .makeAsyncIterator()
            var told: [ServerSentEvent] = []
            while told.count < count, let event = try await stream.next() { told.append(event) }
            return told
        }
        // The creation of the event deleted since is left out; its deletion says all.
        let fromTheStart = try await resumed(after: 0, count: 3)
        #expect(fromTheStart.map(\.id) == ["2", "3", "4"])
        #expect(fromTheStart.map(\.event) == ["created", "updated", "deleted"])
        #expect(try JSONDecoder().decode(Event.self, from: Data(fromTheStart[0].data.utf8)) == renamed, "as it stands now")
        let afterTheEdit = try await resumed(after: 3, count: 1)
        #expect(afterTheEdit.map(\.event) == ["deleted"])
        #expect(try JSONDecoder().decode([String: Int].self, from: Data(afterTheEdit[0].data.utf8)) == ["id": gone.id])

        await running.stop()
        await endings.run()
    }

    static let rick = Registration(name: "Rick", email: "rick@example.org", birthDate: "1970-01-01", password: "wubbalubba")

    static func draft(_ title: String) -> EventDraft {
        EventDraft(
            title: title, description: "", address: "", type: .music, age: .none, position: Coordinate(latitude: 1, longitude: 2)!,
            time: EventTime(start: Date(timeIntervalSince1970: 1_767_369_600), utcOffset: 0))
    }
}
