import Foundation
import Viper

/// The settings, as a JSON document through `DocumentStore`, and the games played, in
/// `GameHistory`. Each lives in a file of its own, so a damaged one never takes the other
/// with it.
@MainActor
public final class DartsArchive {
    static let settingsDocument = "settings"
    /// Where versions before the game history kept all games, in one JSON array.
    static let legacyGamesDocument = "games"

    private let storage: DocumentStore
    /// A failure when the history cannot be opened; games are then played but not saved.
    private let history: Result<GameHistory, StorageError>
    public private(set) var settings: DartsSettings

    public init(storage: DocumentStore, notices: Notices) {
        self.storage = storage
        settings = storage.load(DartsSettings.self, from: Self.settingsDocument) ?? DartsSettings()
        do {
            let history = try GameHistory(folder: storage.folder, notices: notices)
            self.history = .success(history)
            Self.importLegacyGames(into: history, from: storage, notices: notices)
        } catch {
            history = .failure(.cannotWrite(GameHistory.fileName, reason: error.message))
            notices.post(error.message + "; games are not saved in this run")
        }
    }

    /// Saves first, so on failure the archive still matches the file.
    public func save(_ settings: DartsSettings) throws(StorageError) {
        try update { $0 = settings }
    }

    /// Applies `change` to the settings as saved now, under the folder's lock, so a change
    /// another process saved since this one loaded them is kept beside this one.
    public func update(_ change: (inout DartsSettings) -> Void) throws(StorageError) {
        settings = try storage.update(DartsSettings.self, in: Self.settingsDocument, initial: settings) { document in change(&document) }
    }

    /// Saves a finished game and returns it with the id the history gave it.
    public func record(date: Date, settings: DartsSettings, attempts: [AttemptRecord]) throws(StorageError) -> GameRecord {
        let history = try history.get()
        do {
            return try history.add(date: date, settings: settings, attempts: attempts)
        } catch {
            throw .cannotWrite(GameHistory.fileName, reason: error.message)
        }
    }

    /// Best first: by score, ties by fewer seconds, then by earlier date (then by id, so the
    /// order never depends on the sort).
    public var gamesByScore: [GameSummary] {
        (try? history.get())?.summariesByScore() ?? []
    }

    public func game(id: Int) -> GameRecord? {
        (try? history.get())?.game(id: id)
    }

    /// Moves the games of an older version's `games.json` into an empty history, once; the
    /// file is kept, renamed, so nothing saved is lost.
    private static func importLegacyGames(into history: GameHistory, from storage: DocumentStore, notices: Notices) {
        let legacy = storage.url(of: legacyGamesDocument)
        guard history.isEmpty, FileManager.default.fileExists(atPath: legacy.path),
            let games = storage.load(RecordList<GameRecord>.self, from: legacyGamesDocument)?.records
        else { return }
        do {
            try history.importGames(games)
            // A file that lost records to its checks was already moved aside, whole.
            let kept = storage.url(of: legacyGamesDocument + ".imported")
            if FileManager.default.fileExists(atPath: legacy.path), rename(legacy.path, kept.path) != 0 {
                notices.post("\(legacy.lastPathComponent) was imported into \(GameHistory.fileName) but could not be renamed")
            }
        } catch {
            notices.post("\(legacy.lastPathComponent) could not be imported: \(error.message)")
        }
    }
}
