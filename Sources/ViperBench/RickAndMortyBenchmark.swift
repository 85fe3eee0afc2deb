import Foundation
import RickAndMorty
import Viper
import ViperREPL

/// Loads the whole character list, then one card, through a REPL session on the system
/// clock, with 50 ms of latency on every request over the recorded API data.
@MainActor
func benchmarkRickAndMorty(replay: String) async -> [String] {
    var settings = SessionSettings()
    settings.clock = .system
    settings.appOptions = AppOptionValues(["replay": .text(replay), "latency": .integer(50)])
    let session = Session(apps: [RickAndMortyApp()], settings: settings, console: CountingConsole())
    let clock = ContinuousClock()
    do {
        let list = try await clock.measure {
            try session.start(app: "rickandmorty")
            _ = await session.run("wait idle")
        }
        let card = await clock.measure {
            _ = await session.run("open character/1")
            _ = await session.run("wait idle")
        }
        guard session.errorCount == 0 else { return ["rick-and-morty: the session reported \(session.errorCount) errors"] }
        return [
            String(format: "rick-and-morty: all 42 pages at 50 ms a request: %.0f ms (ideal 750, goal ≤ 825)", list.seconds * 1000),
            String(format: "rick-and-morty: a card (character, then location + episodes + picture): %.0f ms (ideal 100, goal ≤ 110)", card.seconds * 1000),
        ]
    } catch {
        return ["rick-and-morty: could not start: \(error)"]
    }
}
