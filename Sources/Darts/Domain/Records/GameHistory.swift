import Foundation
import Viper
import ViperSQLite

/// The games played, in SQLite: each game is one row, written by one INSERT, so processes
/// sharing the data folder never overwrite each other's games and SQLite hands out ids that
/// are unique across them. Saving a game costs the same however many are stored, and the
/// summary columns let the statistics list games without reading their attempts.
final class GameHistory: Sendable {
    static let fileName = "games.sqlite"

    private static let migrations = [
        Migration(
            version: 1,
            sql: """
                CREATE TABLE games (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    date REAL NOT NULL,
                    score INTEGER NOT NULL,
                    correct INTEGER NOT NULL,
                    attempt_count INTEGER NOT NULL,
                    total_seconds REAL NOT NULL,
                    record TEXT NOT NULL
                );
                CREATE INDEX games_by_score ON games (score DESC, total_seconds, date, id);
                """)
    ]

    private let database: Database

    init(folder: URL, notices: Notices) throws(DatabaseError) {
        database = try Database.openRecovering(path: folder.appendingPathComponent(Self.fileName).path, migrations: Self.migrations, notices: notices)
    }

    /// Saves a game played now; returns it with the id it was given.
    func add(date: Date, settings: DartsSettings, attempts: [AttemptRecord]) throws(DatabaseError) -> GameRecord {
        try database.typedTransaction { () throws(DatabaseError) in
            try insert(GameRecord(id: 0, date: date, settings: settings, attempts: attempts), keepingID: false)
            return GameRecord(id: Int(database.lastInsertRowID), date: date, settings: settings, attempts: attempts)
        }
    }

    /// Saves games that already have ids (imported from an older version's file).
    func importGames(_ games: [GameRecord]) throws(DatabaseError) {
        try database.typedTransaction { () throws(DatabaseError) in
            guard try database.query("SELECT 1 FROM games LIMIT 1").isEmpty else { return }
            for game in games { try insert(game, keepingID: true) }
        }
    }

    var isEmpty: Bool {
        (try? database.query("SELECT 1 FROM games LIMIT 1").isEmpty) ?? true
    }

    /// Best first: by score, ties by fewer seconds, then by earlier date, then by id.
    func summariesByScore() -> [GameSummary] {
        let rows =
            (try? database.query(
                """
                SELECT id, date, score, correct, attempt_count, total_seconds FROM games
                ORDER BY score DESC, total_seconds, date, id
                """)) ?? []
        return rows.compactMap(Self.summary)
    }

    func game(id: Int) -> GameRecord? {
        guard let row = try? database.query("SELECT record FROM games WHERE id = ?", [.integer(Int64(id))]).first,
            let text = row.string("record"),
            let stored = try? JSONDecoder().decode(GameRecord.self, from: Data(text.utf8))
        else { return nil }
        // A row changed by hand could hold a game no screen can show.
        let game = GameRecord(id: id, date: stored.date, settings: stored.settings, attempts: stored.attempts)
        do { try game.check() } catch { return nil }
        return game
    }

    /// The row's id is the game's: `game(id:)` gives the stored record that id, so a new game's
    /// record is stored before it has one.
    private func insert(_ game: GameRecord, keepingID: Bool) throws(DatabaseError) {
        let record: String
        do {
            record = String(decoding: try JSONEncoder().encode(game), as: UTF8.self)
        } catch {
            throw DatabaseError(code: 1, message: "game \(game.id) could not be encoded")
        }
        try database.execute(
            "INSERT INTO games (id, date, score, correct, attempt_count, total_seconds, record) VALUES (?, ?, ?, ?, ?, ?, ?)",
            [
                keepingID ? .integer(Int64(game.id)) : .null, .real(game.date.timeIntervalSince1970), .integer(Int64(game.score)),
                .integer(Int64(game.correct)), .integer(Int64(game.attempts.count)), .real(game.totalSeconds), .text(record),
            ]
        )
    }

    /// `nil` for a row no game could have written (edited by hand, or damaged).
    private static func summary(_ row: Row) -> GameSummary? {
        guard let id = row.int("id"), let date = row.double("date"), let score = row.int("score"),
            let correct = row.int("correct"), let count = row.int("attempt_count"), let seconds = row.double("total_seconds"),
            date.isFinite, seconds.isFinite, seconds >= 0, seconds < 1e9, count > 0, count < 1_000,
            (0...count).contains(correct), (0...count * Int64(Scoring.maximumPoints)).contains(score)
        else { return nil }
        return GameSummary(
            id: Int(id), date: Date(timeIntervalSince1970: date), score: Int(score), correct: Int(correct),
            attemptCount: Int(count), totalSeconds: seconds)
    }
}
