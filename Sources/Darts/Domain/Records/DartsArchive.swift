import Viper

/// The saved games and settings, as JSON documents through `DocumentStore` (atomic; a
/// corrupt file is moved aside with a notice, never silently lost). Each lives in a file
/// of its own, so a damaged one never takes the other with it.
@MainActor
public final class DartsArchive {
    static let settingsDocument = "settings"
    static let gamesDocument = "games"

    private let storage: DocumentStore
    public private(set) var settings: DartsSettings
    /// In the order played.
    public private(set) var games: [GameRecord]

    public init(storage: DocumentStore) {
        self.storage = storage
        settings = storage.load(DartsSettings.self, from: Self.settingsDocument) ?? DartsSettings()
        games = storage.load(RecordList<GameRecord>.self, from: Self.gamesDocument)?.records ?? []
    }

    /// Saves first, so on failure the archive still matches the file.
    public func save(_ settings: DartsSettings) throws(StorageError) {
        try storage.save(settings, as: Self.settingsDocument)
        self.settings = settings
    }

    /// Appends `game` as given; the caller takes its id from `nextGameID`.
    public func add(_ game: GameRecord) throws(StorageError) {
        try storage.save(games + [game], as: Self.gamesDocument)
        games.append(game)
    }

    public var nextGameID: Int {
        (games.map(\.id).max() ?? 0) + 1
    }

    /// Best first: by score, ties by fewer seconds, then by earlier date (then by id, so the
    /// order never depends on the sort).
    public var gamesByScore: [GameRecord] {
        games.sorted { a, b in
            if a.score != b.score { return a.score > b.score }
            if a.totalSeconds != b.totalSeconds { return a.totalSeconds < b.totalSeconds }
            if a.date != b.date { return a.date < b.date }
            return a.id < b.id
        }
    }
}
