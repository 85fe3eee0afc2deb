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

    func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: storage.folder.path).sorted()
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

    @Test("a fresh archive has the default settings, no games and next id 1")
    func fresh() {
        let archive = DartsArchive(storage: storage)
        #expect(archive.settings == DartsSettings())
        #expect(archive.games.isEmpty)
        #expect(archive.gamesByScore.isEmpty)
        #expect(archive.nextGameID == 1)
        #expect(notices.drain().isEmpty)
    }

    @Test("saved settings survive a new archive on the same folder")
    func settingsPersist() throws {
        let archive = DartsArchive(storage: storage)
        try archive.save(someSettings())
        #expect(archive.settings == someSettings())
        #expect(DartsArchive(storage: storage).settings == someSettings())
    }

    @Test("games survive a new archive on the same folder, in the order played")
    func gamesPersist() throws {
        let archive = DartsArchive(storage: storage)
        for score in [30, 50, 10] {
            try archive.add(RecordSample.game(id: archive.nextGameID, score: score))
        }
        #expect(archive.games.map(\.id) == [1, 2, 3])
        let reopened = DartsArchive(storage: storage)
        #expect(reopened.games == archive.games)
        #expect(reopened.games.map(\.score) == [30, 50, 10])
        #expect(reopened.nextGameID == 4)
        #expect(notices.drain().isEmpty)
    }

    @Test("a game keeps the settings it was played with")
    func gameKeepsItsSettings() throws {
        let archive = DartsArchive(storage: storage)
        let attempts = Array(repeating: RecordSample.attempt(.correct, points: 40), count: someSettings().attempts)
        let game = GameRecord(id: 1, date: Date(timeIntervalSinceReferenceDate: 0), settings: someSettings(), attempts: attempts)
        try archive.add(game)
        try archive.save(DartsSettings())
        #expect(DartsArchive(storage: storage).games.first?.settings == someSettings())
    }

    @Test("the next id follows the highest, not the count")
    func nextIDFollowsHighest() throws {
        let archive = DartsArchive(storage: storage)
        try archive.add(RecordSample.game(id: 7))
        try archive.add(RecordSample.game(id: 3))
        #expect(archive.nextGameID == 8)
    }

    @Test("a corrupt games file is moved aside with one notice; settings still load")
    func corruptGames() throws {
        try DartsArchive(storage: storage).save(someSettings())
        try write("[{\"id\": 1, \"date\": ", as: "games")

        let archive = DartsArchive(storage: storage)
        #expect(archive.games.isEmpty)
        #expect(archive.settings == someSettings())
        let messages = notices.drain()
        #expect(messages.count == 1)
        #expect(messages.first?.contains("games.json") == true)
        #expect(try files() == ["games.corrupt-1.json", "settings.json"])

        try archive.add(RecordSample.game(id: archive.nextGameID))
        #expect(DartsArchive(storage: storage).games.count == 1)
        #expect(try String(contentsOf: storage.folder.appendingPathComponent("games.corrupt-1.json"), encoding: .utf8) == "[{\"id\": 1, \"date\": ")
        #expect(notices.drain().isEmpty)
    }

    @Test("a games file that is valid JSON of the wrong shape is moved aside too")
    func misshapenGames() throws {
        try write(#"{"games": []}"#, as: "games")
        #expect(DartsArchive(storage: storage).games.isEmpty)
        #expect(notices.drain().count == 1)
        #expect(try files() == ["games.corrupt-1.json"])
    }

    @Test("a corrupt settings file is moved aside with one notice; games still load")
    func corruptSettings() throws {
        let first = DartsArchive(storage: storage)
        try first.add(RecordSample.game(id: 1, score: 40))
        try write("\u{FF}not json", as: "settings")

        let archive = DartsArchive(storage: storage)
        #expect(archive.settings == DartsSettings())
        #expect(archive.games == first.games)
        let messages = notices.drain()
        #expect(messages.count == 1)
        #expect(messages.first?.contains("settings.json") == true)
        #expect(try files() == ["games.json", "settings.corrupt-1.json"])
    }

    @Test("a settings file with some bad fields loads the good ones, with no notice")
    func partlyBadSettings() throws {
        try write(#"{"attempts": 15, "secondsPerAttempt": 17, "dartGlyph": "●"}"#, as: "settings")
        let settings = DartsArchive(storage: storage).settings
        #expect(settings.attempts == 15)
        #expect(settings.secondsPerAttempt == 15)
        #expect(settings.dartGlyph == "●")
        #expect(notices.drain().isEmpty)
        #expect(try files() == ["settings.json"])
    }

    @Test("a failed save throws and leaves the archive as it was")
    func failedSave() throws {
        let blocker = temporary.url.appendingPathComponent("blocker")
        try Data("not a folder".utf8).write(to: blocker)
        let archive = DartsArchive(storage: DocumentStore(folder: blocker.appendingPathComponent("darts"), notices: notices))
        #expect(throws: StorageError.self) { try archive.save(someSettings()) }
        #expect(throws: StorageError.self) { try archive.add(RecordSample.game(id: 1)) }
        #expect(archive.settings == DartsSettings())
        #expect(archive.games.isEmpty)
    }
}
