import EventMapAPI
import EventMapServer
import Foundation
import Testing
import Viper
import ViperLocation
import ViperTesting

/// A box query's answer is kept until something changes, and never served from before a change,
/// wherever the change was made.
@Suite("Box query answers, kept until a change")
struct AreaAnswersTests {
    struct Query: Sendable {
        let text: String
        let area: Area
        var filter = EventFilter()
        var limit = EventsService.defaultLimit
    }

    static let moscow = Area(south: 55.7, west: 37.5, north: 55.8, east: 37.7)
    static let queries = [
        Query(text: "south=55.7&west=37.5&north=55.8&east=37.7", area: moscow),
        Query(text: "south=55.74&west=37.6&north=55.76&east=37.64", area: Area(south: 55.74, west: 37.6, north: 55.76, east: 37.64)),
        Query(
            text: "south=-90&west=-180&north=90&east=180&types=music,sport", area: Area(south: -90, west: -180, north: 90, east: 180),
            filter: EventFilter(types: [.music, .sport])),
        Query(text: "south=55.7&west=37.5&north=55.8&east=37.7&text=party&limit=3", area: moscow, filter: EventFilter(text: "party"), limit: 3),
    ]

    @Test("a query asked again is served from what was kept, until a create", arguments: Storage.allCases)
    func keptUntilACreate(_ storage: Storage) async throws {
        let harness = try await APIHarness(storage)
        let answers = harness.server.answers
        try await harness.test { api in
            let token = try await api.register()
            _ = try await api.create("Party", token: token)
            let first = try await api.send(.get, "/v1/events?" + Self.queries[0].text)
            let again = try await api.send(.get, "/v1/events?" + Self.queries[0].text)
            #expect(again.body == first.body)
            #expect(answers.counts.hits == 1 && answers.counts.misses == 1)

            _ = try await api.create("Second party", token: token)
            let after = try await api.send(.get, "/v1/events?" + Self.queries[0].text)
            #expect(String(decoding: after.body, as: UTF8.self).contains("Second party"))
            #expect(answers.counts.hits == 1 && answers.counts.misses == 2)
        }
    }

    @Test func aKeptAnswerIsNotServedToARequestTheDocumentRefuses() async throws {
        try await APIHarness(.sqlite).test { api in
            let query = "/v1/events?" + Self.queries[0].text
            let kept = try await api.send(.get, query)
            let refused = try await api.send(.get, query, headers: [.accept: "text/html"])
            let head = try await api.send(.head, query)
            #expect(kept.status == 200 && !kept.body.isEmpty)
            #expect(refused.status == 406, "the generated layer answers what the document refuses")
            #expect(head.status == 200 && head.body.isEmpty)
        }
    }

    @Test(
        "random creates, edits and deletions, here and through another connection to the database, between random queries: every answer is what the database says now",
        arguments: Storage.allCases)
    func neverStale(_ storage: Storage) async throws {
        let (here, elsewhere) = try await storage.twoRepositories()
        let harness = try await APIHarness(repository: here)
        let other = EventsService(repository: elsewhere, hashing: .fastForTests, clock: .reading(harness.clock), outbox: harness.outbox)
        let otherToken = try await other.register(
            Registration(name: "Morty", email: "morty@example.org", birthDate: "2005-01-01", password: "aw-jeez-rick")
        ).token
        try await harness.test { api in
            var random = SeededRandom(seed: 35)
            let token = try await api.register()
            var mine: [Int] = []
            var others: [Int] = []
            var changes = 0
            for step in 0..<300 {
                let position = try #require(
                    Coordinate(latitude: 55.7 + Double(random.below(1_000)) / 10_000, longitude: 37.5 + Double(random.below(2_000)) / 10_000))
                let type = random.below(2) == 0 ? EventType.music : .sport
                switch random.below(8) {
                case 0:
                    mine.append(
                        try await api.create("party \(step)", at: position.latitude, position.longitude, type: type.rawValue, token: token).decode(Event.self)
                            .id)
                case 1:
                    let draft = EventDraft(title: "party \(step) elsewhere", description: "", address: "", type: type, age: .none, position: position)
                    others.append(try await other.createEvent(draft, token: otherToken).id)
                case 2 where !mine.isEmpty:
                    let edit: [String: Any] = ["title": "gig \(step)", "type": type.rawValue, "latitude": position.latitude, "longitude": position.longitude]
                    #expect(try await api.send(.patch, "/v1/events/\(mine[random.below(mine.count)])", json: edit, token: token).status == 200)
                    changes += 1
                case 3 where !others.isEmpty:
                    let edit = EventEdit(title: random.below(2) == 0 ? "party \(step) edited" : nil, type: type, position: position)
                    _ = try await other.updateEvent(id: others[random.below(others.count)], with: edit, token: otherToken)
                    changes += 1
                case 4 where !mine.isEmpty:
                    #expect(try await api.send(.delete, "/v1/events/\(mine.remove(at: random.below(mine.count)))", token: token).status == 204)
                    changes += 1
                case 5 where !others.isEmpty:
                    try await other.deleteEvent(id: others.remove(at: random.below(others.count)), token: otherToken)
                    changes += 1
                default:
                    let query = Self.queries[random.below(Self.queries.count)]
                    let answer = try await api.send(.get, "/v1/events?" + query.text)
                    let now = try await harness.service.events(in: query.area, matching: query.filter, limit: query.limit)
                    #expect(try answer.decode(EventPage.self) == now, "step \(step): \(query.text)")
                }
            }
            #expect(changes > 30, "edits and deletions were among the steps")
        }
        #expect(harness.server.answers.counts.hits > 0, "some answers were served from what was kept")
    }
}
