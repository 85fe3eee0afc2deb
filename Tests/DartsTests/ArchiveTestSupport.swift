import Foundation
import Viper

@testable import Darts

extension DartsArchive {
    /// Every saved game, in the order played.
    var gamesInOrder: [GameRecord] {
        gamesByScore.map(\.id).sorted().compactMap(game(id:))
    }

    /// Saves `sample` as a game played now; the history gives it the next id.
    @discardableResult
    func add(_ sample: GameRecord) throws(StorageError) -> GameRecord {
        try record(date: sample.date, settings: sample.settings, attempts: sample.attempts)
    }
}

/// Writes `games` as an older version's `games.json`, which the archive imports with their ids.
func writeLegacyGames(_ games: [GameRecord], in folder: URL) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try JSONEncoder().encode(games).write(to: folder.appendingPathComponent("games.json"))
}
