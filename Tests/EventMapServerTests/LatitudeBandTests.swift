import EventMapAPI
import Foundation
import Testing

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

}
