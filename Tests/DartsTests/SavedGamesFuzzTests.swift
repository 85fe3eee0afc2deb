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

    @Test("2,000 fuzzed games.json files: the games kept are listed, and every attempt and the details of each are shown, no crash")
    func gamesOnEveryScreen() async throws {
        var fuzzer = DocumentFuzzer(document: "games", original: try FuzzJSON(parsing: await playedGamesFile()), seed: 1002)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        // A game already shown on every screen draws the same again: each distinct game is shown once.
        var shown: Set<Data> = []
        var mislisted: [String] = []
        let tally = try await fuzzer.run(count: Self.documents) { folder in
            let file = try Data(contentsOf: folder.appendingPathComponent("games.json"))
            let kept = (try? JSONDecoder().decode(RecordList<GameRecord>.self, from: file).checked().document.records) ?? []
            let new = try kept.filter { shown.insert(try encoder.encode($0)).inserted }
            let screens = try SavedGamesScreens(folder: folder)
            try screens.showEveryScreen(only: Set(new.map { String($0.id) }))
            if screens.listedGames.sorted() != kept.map({ String($0.id) }).sorted() { mislisted.append(screens.listedGames.joined(separator: ",")) }
            return screens.harness.notices.drain()
        }
        #expect(mislisted.isEmpty, "listed other games than were kept: \(mislisted.prefix(3))")
        #expect(shown.count > 100, "only \(shown.count) distinct games reached the screens")
        #expect(tally.total == Self.documents)
        #expect(tally.intact > 0 && tally.repaired > 0 && tally.rejected > 0, "\(tally)")
    }

    @Test("2,000 fuzzed legacy games lists read as RecordList<GameRecord>: what is kept passes every rule, ids are unique")
    func gamesAsRecordList() async throws {
        var fuzzer = DocumentFuzzer(document: "games", original: try FuzzJSON(parsing: await playedGamesFile()), seed: 2002)
        var problems: [String] = []
        let tally = try await fuzzer.run(count: Self.documents) { folder in
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
    func settings() async throws {
        var played = DartsSettings()
        played.attempts = 15
        played.dartGlyph = "★"
        played.mute()
        var fuzzer = DocumentFuzzer(document: "settings", original: try FuzzJSON(encoding: played), seed: 3002)
        var problems: [String] = []
        let tally = try await fuzzer.run(count: Self.documents) { folder in
            let file = try Data(contentsOf: folder.appendingPathComponent("settings.json"))
            if let loaded = try? JSONDecoder().decode(DartsSettings.self, from: file) {
                do throws(DocumentDefect) { _ = try loaded.checked() } catch { problems.append(error.reason) }
            }
            let harness = ModuleHarness<DartsApp>()
            try harness.launch(DartsApp(), storage: folder)
            _ = harness.rendered()
            try harness.navigator.selectTab(named: "settings")
            _ = harness.rendered()
            return harness.notices.drain()
        }
        #expect(problems.isEmpty, "settings that break the rules: \(problems.prefix(3))")
        #expect(tally.intact > 0 && tally.rejected > 0, "\(tally)")
    }
}
