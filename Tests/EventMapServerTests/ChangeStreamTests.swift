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
}
