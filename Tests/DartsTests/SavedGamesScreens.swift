import Foundation
import Testing
import Viper
import ViperTesting

@testable import Darts

/// Darts launched on a data folder, and every screen that shows saved games looked at the way
/// a user would: the statistics, then for each game listed its history, attempt by attempt,
/// and its details.
@MainActor
struct SavedGamesScreens {
    let harness = ModuleHarness<DartsApp>()

    init(folder: URL) throws {
        try harness.launch(DartsApp(), storage: folder)
    }

    /// The ids of the games the statistics list, best first.
    var listedGames: [String] {
        harness.screen.table("games")?.rows.map(\.id) ?? []
    }

    /// Opens statistics, then the history and details of each game listed whose id is in
    /// `only` (every game when nil), drawing every screen: each attempt of the history,
    /// swiping until the last one.
    func showEveryScreen(only: Set<String>? = nil) throws {
        try harness.navigator.selectTab(named: "statistics")
        _ = harness.rendered()
        for id in listedGames where only?.contains(id) ?? true {
            try harness.send(.tap(element: "games", item: id))
            var drawn = harness.rendered()
            while true {
                try harness.send(.swipe(.left))
                let next = harness.rendered()
                if next == drawn { break }
                drawn = next
            }
            try harness.tap("details")
            _ = harness.rendered()
            try harness.back()
            try harness.back()
        }
    }
}

/// games.json as an older version wrote it (one JSON array): four short games really played,
/// three answered and one left to time out on every attempt.
@MainActor
func playedGamesFile() async throws -> Data {
    let game = try DartsGame(settings: GameFlowTests.short)
    for correct in [1, 5, 3] { try await StatisticsFlowTests().play(game, correct: correct) }
    try game.harness.tap("START")
    for _ in 0..<GameFlowTests.short.attempts { await game.harness.advance(by: .seconds(GameFlowTests.short.secondsPerAttempt)) }
    return try JSONEncoder().encode(game.archive.gamesInOrder)
}
