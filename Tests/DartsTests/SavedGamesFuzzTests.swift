import Foundation
import Testing
import Viper
import ViperTesting
@testable import Darts

/// Mutated saved games and settings, still valid JSON, never crash Darts: not on load, not on
/// any screen that shows them. Seeds are fixed, so a failure names a document that can be rerun.
@MainActor
@Suite("Darts: fuzzed saved documents")
struct SavedGamesFuzzTests {
    static let documents = 2_000

    @Test("2,000 fuzzed games.json files: loaded, listed, every attempt and the details shown, no crash")
    func gamesOnEveryScreen() throws {
        var fuzzer = DocumentFuzzer(document: "games", original: try FuzzJSON(parsing: playedGamesFile()), seed: 1002)
        let tally = try fuzzer.run(count: Self.documents) { folder in
            let screens = try SavedGamesScreens(folder: folder)
            try screens.showEveryScreen(firstAndLastOnly: true)
            return screens.harness.notices.drain()
        }
        #expect(tally.total == Self.documents)
        #expect(tally.intact > 0 && tally.repaired > 0 && tally.rejected > 0, "\(tally)")
    }

    @Test("2,000 fuzzed legacy games lists read as RecordList<GameRecord>: what is kept passes every rule, ids are unique")
    func gamesAsRecordList() throws {
        var fuzzer = DocumentFuzzer(document: "games", original: try FuzzJSON(parsing: playedGamesFile()), seed: 2002)
        var problems: [String] = []
        let tally = try fuzzer.run(count: Self.documents) { folder in
            let notices = Notices()
            let games = DocumentStore(folder: folder, notices: notices).load(RecordList<GameRecord>.self, from: "games")?.records ?? []
            for game in games {
                do throws(DocumentDefect) { try game.check() } catch { problems.append(error.reason) }
            }
            if Set(games.map(\.id)).count != games.count { problems.append("repeated ids in \(games.map(\.id))") }
            return notices.drain()
        }
        #expect(problems.isEmpty, "kept games that break the rules: \(problems.prefix(3))")
        #expect(tally.intact > 0 && tally.repaired > 0 && tally.rejected > 0, "\(tally)")
    }

    @Test("2,000 fuzzed settings.json files: loaded settings keep every rule and the game and settings screens draw")
    func settings() throws {
        var played = DartsSettings()
        played.attempts = 15
        played.dartGlyph = "★"
        played.mute()
        var fuzzer = DocumentFuzzer(document: "settings", original: try FuzzJSON(encoding: played), seed: 3002)
        var problems: [String] = []
        let tally = try fuzzer.run(count: Self.documents) { folder in
            let notices = Notices()
            do throws(DocumentDefect) {
                _ = try DartsArchive(storage: DocumentStore(folder: folder, notices: notices)).settings.checked()
            } catch {
                problems.append(error.reason)
            }
            let harness = ModuleHarness()
            try harness.launch(DartsApp(), storage: folder)
            _ = harness.rendered()
            try harness.navigator.selectTab(named: "settings")
            _ = harness.rendered()
            // The archive above moved a bad file aside first, so the app has nothing more to say.
            return notices.drain() + harness.notices.drain()
        }
        #expect(problems.isEmpty, "settings that break the rules: \(problems.prefix(3))")
        #expect(tally.intact > 0 && tally.rejected > 0, "\(tally)")
    }
}
