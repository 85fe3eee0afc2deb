import Foundation
import Testing
import Viper
import ViperTesting

@testable import Darts

@MainActor
@Suite("Records: the archive on disk")
struct RecordArchiveTests {
    let temporary: TemporaryFolder
    let notices = Notices()
    let storage: DocumentStore

    init() throws {
        temporary = try TemporaryFolder()
        storage = DocumentStore(folder: temporary.url.appendingPathComponent("darts"), notices: notices)
    }

    /// The JSON documents in the folder (the games are in `games.sqlite`).
    func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: storage.folder.path).filter { $0.hasSuffix(".json") }.sorted()
    }

    func openArchive() -> DartsArchive {
        DartsArchive(storage: storage, notices: notices)
    }

    func write(_ text: String, as name: String) throws {
        try FileManager.default.createDirectory(at: storage.folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: storage.url(of: name))
    }

    func someSettings() -> DartsSettings {
        var settings = DartsSettings()
        settings.attempts = 5
        settings.dartSize = 2
        settings.sounds.timeout = false
        return settings
    }

    @Test("a fresh archive has the default settings and no games; the first game gets id 1")
    func fresh() throws {
        let archive = openArchive()
        #expect(archive.settings == DartsSettings())
        #expect(archive.gamesByScore.isEmpty)
        #expect(try archive.add(RecordSample.game(id: 0)).id == 1)
        #expect(notices.drain().isEmpty)
    }

    @Test("saved settings survive a new archive on the same folder")
    func settingsPersist() throws {
        let archive = openArchive()
        try archive.save(someSettings())
        #expect(archive.settings == someSettings())
        #expect(openArchive().settings == someSettings())
    }

    @Test("games survive a new archive on the same folder, in the order played")
    func gamesPersist() throws {
        let archive = openArchive()
        for score in [30, 50, 10] {
            try archive.add(RecordSample.game(id: 0, score: score))
        }
        #expect(archive.gamesInOrder.map(\.id) == [1, 2, 3])
        let reopened = openArchive()
        #expect(reopened.gamesInOrder == archive.gamesInOrder)
        #expect(reopened.gamesInOrder.map(\.score) == [30, 50, 10])
        #expect(try reopened.add(RecordSample.game(id: 0)).id == 4)
        #expect(notices.drain().isEmpty)
    }

    @Test("a game keeps the settings it was played with")
    func gameKeepsItsSettings() throws {
        let archive = openArchive()
        let attempts = Array(repeating: RecordSample.attempt(.correct, points: 40), count: someSettings().attempts)
        let game = GameRecord(id: 1, date: Date(timeIntervalSinceReferenceDate: 0), settings: someSettings(), attempts: attempts)
        try archive.add(game)
        try archive.save(DartsSettings())
        #expect(openArchive().gamesInOrder.first?.settings == someSettings())
    }

    @Test("an older version's games.json is imported once with its ids, kept renamed, and new ids follow the highest")
    func legacyImport() throws {
        try writeLegacyGames([RecordSample.game(id: 7, score: 20), RecordSample.game(id: 3, score: 40)], in: storage.folder)
        let archive = openArchive()
        #expect(archive.gamesByScore.map(\.id) == [3, 7])
        #expect(try archive.add(RecordSample.game(id: 0)).id == 8)
        #expect(try files() == ["games.imported.json"])
        #expect(openArchive().gamesByScore.count == 3)
        #expect(notices.drain().isEmpty)
    }

    @Test("a corrupt games file is moved aside with one notice; settings still load")
    func corruptGames() throws {
        try openArchive().save(someSettings())
        try write("[{\"id\": 1, \"date\": ", as: "games")

        let archive = openArchive()
        #expect(archive.gamesByScore.isEmpty)
        #expect(archive.settings == someSettings())
        let messages = notices.drain()
        #expect(messages.count == 1)
        #expect(messages.first?.contains("games.json") == true)
        #expect(try files() == ["games.corrupt-1.json", "settings.json"])

        try archive.add(RecordSample.game(id: 0))
        #expect(openArchive().gamesByScore.count == 1)
        #expect(try String(contentsOf: storage.folder.appendingPathComponent("games.corrupt-1.json"), encoding: .utf8) == "[{\"id\": 1, \"date\": ")
        #expect(notices.drain().isEmpty)
    }

    @Test("a games file that is valid JSON of the wrong shape is moved aside too")
    func misshapenGames() throws {
        try write(#"{"games": []}"#, as: "games")
        #expect(openArchive().gamesByScore.isEmpty)
        #expect(notices.drain().count == 1)
        #expect(try files() == ["games.corrupt-1.json"])
    }

    @Test("a corrupt settings file is moved aside with one notice; games still load")
    func corruptSettings() throws {
        let first = openArchive()
        try first.add(RecordSample.game(id: 1, score: 40))
        try write("\u{FF}not json", as: "settings")

        let archive = openArchive()
        #expect(archive.settings == DartsSettings())
        #expect(archive.gamesInOrder == first.gamesInOrder)
        let messages = notices.drain()
        #expect(messages.count == 1)
        #expect(messages.first?.contains("settings.json") == true)
        #expect(try files() == ["settings.corrupt-1.json"])
    }

    @Test("a settings file with a bad field loads the good ones and names the one put back; a field missing is no news")
    func partlyBadSettings() throws {
        try write(#"{"attempts": 15, "secondsPerAttempt": 17, "dartGlyph": "●"}"#, as: "settings")
        let settings = openArchive().settings
        #expect(settings.attempts == 15)
        #expect(settings.secondsPerAttempt == 15)
        #expect(settings.dartGlyph == "●")
        #expect(notices.drain().map { $0.hasPrefix("settings.json: secondsPerAttempt was not valid") } == [true])
        #expect(try files() == ["settings.corrupt-1.json", "settings.json"])
    }

    @Test("a failed save throws and leaves the archive as it was")
    func failedSave() throws {
        let blocker = temporary.url.appendingPathComponent("blocker")
        try Data("not a folder".utf8).write(to: blocker)
        let archive = DartsArchive(storage: DocumentStore(folder: blocker.appendingPathComponent("darts"), notices: notices), notices: notices)
        #expect(notices.drain().count == 1, "the history that cannot be opened is said at once")
        #expect(throws: StorageError.self) { try archive.save(someSettings()) }
        #expect(throws: StorageError.self) { try archive.add(RecordSample.game(id: 1)) }
        #expect(archive.settings == DartsSettings())
        #expect(archive.gamesByScore.isEmpty)
    }

    @Test("a damaged page hides no readable game, is reported in one line, and the next game is saved")
    func damagedPage() throws {
        let saved = 60
        do {
            let archive = DartsArchive(storage: storage, notices: notices)
            for _ in 1...saved { try archive.add(RecordSample.game(id: 0)) }
        }
        let file = storage.folder.appendingPathComponent("games.sqlite").path
        let size = try #require(FileManager.default.attributesOfItem(atPath: file)[.size] as? Int)
        let handle = try #require(FileHandle(forWritingAtPath: file))
        try handle.seek(toOffset: UInt64(size / 4096 / 2 * 4096))
        try handle.write(contentsOf: Data(repeating: 0xA5, count: 4096))
        try handle.close()

        let archive = DartsArchive(storage: storage, notices: notices)
        let shown = archive.gamesInOrder.map(\.id)
        #expect(shown.count > saved / 2 && shown.count < saved && Set(shown).isSubset(of: Set(1...saved)))
        let messages = notices.drain()
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("games.sqlite was damaged (database disk image is malformed); moved it to games.corrupt-1.sqlite and ") == true)
        let next = try archive.add(RecordSample.game(id: 0))
        #expect(archive.gamesInOrder.map(\.id) == shown + [next.id])
    }

    /// An archive as a session of its own opens it: its own store on the same folder.
    func session() -> DartsArchive {
        DartsArchive(storage: DocumentStore(folder: storage.folder, notices: notices), notices: notices)
    }

    @Test("two sessions each change a different setting: both changes are saved (the last save used to win whole)")
    func bothChangesSurvive() throws {
        let first = session()
        let second = session()
        try first.update { $0.attempts = 5 }
        try second.update { $0.missesAllowed = true }

        let saved = session().settings
        #expect(saved.attempts == 5)
        #expect(saved.missesAllowed)
        #expect(second.settings.attempts == 5)
    }

    @Test("a settings file with a bad field says which, keeps the file as it was, and saves the rest (it was reset in silence)")
    func badFieldIsReported() throws {
        let text = #"{"attempts":15,"volume":7,"dartGlyph":"●"}"#
        try write(text, as: "settings")

        let settings = session().settings
        #expect(settings.attempts == 15)
        #expect(settings.dartGlyph == "●")
        #expect(settings.volume == DartsSettings().volume)
        #expect(
            notices.drain().contains(
                "settings.json: volume was not valid and is back to its default; the rest is saved in settings.json, and the file as it was is kept as settings.corrupt-1.json"
            ))
        #expect(try String(contentsOf: storage.folder.appendingPathComponent("settings.corrupt-1.json"), encoding: .utf8) == text)
        #expect(session().settings == settings)
        #expect(notices.drain().isEmpty)
    }
}
