import EventMapAPI
import Foundation
import Testing
import Viper

@testable import EventMapServer

/// A box reads only the latitude bands it spans: every event on its edges is still in it,
/// and none a hair beyond them.
@Suite("Area queries by latitude band")
struct LatitudeBandTests {
    @Test(
        arguments: Storage.allCases,
        [
            (south: 55.7517, north: 55.7561, "a map's box, four bands"),
            (south: 55.752, north: 55.754, "edges on band boundaries"),
            (south: -33.9003, north: -33.8507, "south of the equator"),
            (south: -10.0, north: 10.0, "taller than the bands a query lists"),
        ])
    func anEventOnAnEdgeIsInTheBoxAndOneBeyondItIsNot(_ storage: Storage, _ box: (south: Double, north: Double, String)) async throws {
        try await APIHarness(storage).test { api in
            let token = try await api.register()
            let placed = [("south edge", box.south), ("north edge", box.north), ("south of it", box.south.nextDown), ("north of it", box.north.nextUp)]
            for (title, latitude) in placed { _ = try await api.create(title, at: latitude, 20, token: token) }
            let answer = try await api.send(.get, "/v1/events?south=\(box.south)&west=19&north=\(box.north)&east=21").decode(EventPage.self)
            #expect(Set(answer.events.map(\.title)) == ["south edge", "north edge"], "\(box.2)")
        }
    }

    @Test(arguments: Storage.allCases)
    func aBoxUpsideDownOrWithANaNEdgeHoldsNothingAndOneBeyondThePolesHoldsWhatIsWithin(_ storage: Storage) async throws {
        let harness = try await APIHarness(storage)
        let token = try await harness.service.register(Registration(name: "Ann", email: "ann@example.org", birthDate: "1990-01-01", password: "long enough"))
            .token
        _ = try await harness.service.createEvent(
            EventDraft(title: "Fair", description: "", address: "", type: .other, age: .none, position: Coordinate(latitude: 10, longitude: 20)!), token: token)
        func titles(_ south: Double, _ north: Double) async throws -> [String] {
            try await harness.service.events(in: Area(south: south, west: 19, north: north, east: 21), matching: EventFilter()).map(\.title)
        }
        #expect(try await titles(11, 9).isEmpty)
        #expect(try await titles(.nan, 11).isEmpty)
        #expect(try await titles(-.infinity, .infinity) == ["Fair"])
        #expect(try await titles(-1_000, 1_000) == ["Fair"])
    }
}
