import Foundation
import Testing

@testable import Darts
@testable import RickAndMorty
@testable import SeaWorld

/// A destination is data: an app whose screens carry no action makes its destinations
/// `Codable`, so a place in the app can be kept and opened again.
@Suite("Destinations are values")
struct DestinationValuesTests {
    @Test("Darts, Rick and Morty and Sea World destinations come back equal from JSON, with the data they carry")
    func destinationsRoundTripThroughJSON() throws {
        let game = GameRecord(
            id: 4, date: Date(timeIntervalSinceReferenceDate: 1_000), settings: DartsSettings(),
            attempts: [AttemptRecord(darts: [Dart(x: 12, y: -40)], options: [20, 40, 60], correctTotal: 40, chosen: 40, seconds: 3.5, points: 1)])
        let pilot = RMEpisode(
            id: 1, name: "Pilot", airDate: "December 2, 2013", code: "S01E01", characters: ["https://rickandmortyapi.com/api/character/1"])
        for darts in [DartsDestination.statistics, .history(game), .details(game)] {
            #expect(try JSONDecoder().decode(DartsDestination.self, from: JSONEncoder().encode(darts)) == darts)
        }
        for rickAndMorty in [RickAndMortyDestination.characters, .character(id: 2), .episode(pilot)] {
            #expect(try JSONDecoder().decode(RickAndMortyDestination.self, from: JSONEncoder().encode(rickAndMorty)) == rickAndMorty)
        }
        #expect(try JSONDecoder().decode(SeaWorldDestination.self, from: JSONEncoder().encode(SeaWorldDestination.sea)) == .sea)
    }
}
