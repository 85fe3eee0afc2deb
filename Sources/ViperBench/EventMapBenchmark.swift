import EventMap
import EventMapAPI
import EventMapServer
import Foundation
import Viper
import ViperLocation

/// Area-plus-filter queries over 100,000 events spread over a city, as the map asks when
/// the user pans with a filter on.
func benchmarkEventQueries() async -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viper-bench-events-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
        let backend = try EventsService.sqlite(
            path: folder.appendingPathComponent("events.sqlite").path, hashing: .fastForTests, clock: .reading(VirtualClock()), logger: .quiet)
        let token = try await backend.register(Registration(name: "Bench", email: "bench@example.org", birthDate: "1990-01-01", password: "benchmark")).token
        var random = SeededRandom(seed: 1)
        let drafts = (0..<100_000).map { index in
            EventDraft(
                title: "Event \(index) \(["jazz", "film", "match", "play", "gallery", "fair"][index % 6])",
                description: "", address: "", type: EventType.allCases[random.below(EventType.allCases.count)],
                age: AgeRestriction.allCases[random.below(AgeRestriction.allCases.count)],
                position: Coordinate(latitude: 55.55 + 0.4 * random.unitInterval(), longitude: 37.35 + 0.6 * random.unitInterval())!
            )
        }
        _ = try await backend.createEvents(drafts, token: token)
        var times: [Double] = []
        var found = 0
        for _ in 0..<1_000 {
            let south = 55.55 + 0.38 * random.unitInterval()
            let west = 37.35 + 0.56 * random.unitInterval()
            let area = Area(south: south, west: west, north: south + 0.02, east: west + 0.04)
            let filter = EventFilter(text: random.below(2) == 0 ? "jazz" : "", maxAge: .sixteen, types: [.music, .cinema, .theatre])
            let elapsed = try await ContinuousClock().measure { found += try await backend.events(in: area, matching: filter).count }
            times.append(elapsed.seconds * 1000)
        }
        times.sort()
        return String(
            format: "event-map: 1000 area+filter queries over 100000 events: p50 %.2f ms, p99 %.2f ms (goal ≤ 5), %.1f events a query",
            times[499], times[989], Double(found) / 1000)
    } catch {
        return "event-map: could not run: \(error)"
    }
}
