import Foundation
import Testing
import Viper
import ViperTesting

@testable import Darts

/// The rules a saved game is checked against when loaded, and the two games that crashed the
/// screens before there were any.
@MainActor
@Suite("Darts: saved games are checked when loaded")
struct SavedGamesCheckTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    /// Writes `games` as today's app does (a JSON array of games) and opens every screen on them.
    func showScreens(of games: [GameRecord]) throws -> SavedGamesScreens {
        try JSONEncoder().encode(games).write(to: folder.url.appendingPathComponent("games.json"))
        let screens = try SavedGamesScreens(folder: folder.url)
        try screens.showEveryScreen()
        return screens
    }

    func game(id: Int, changing index: Int = 0, _ change: (AttemptRecord) -> AttemptRecord) -> GameRecord {
        let sample = RecordSample.game(id: id, score: 40)
        var attempts = sample.attempts
        attempts[index] = change(attempts[index])
        return GameRecord(id: id, date: sample.date, settings: sample.settings, attempts: attempts)
    }

    @Test("a saved game with no attempts is dropped with a note naming it; the other games show (it crashed the history)")
    func gameWithoutAttempts() throws {
        let empty = GameRecord(id: 2, date: Date(timeIntervalSinceReferenceDate: 0), settings: DartsSettings(), attempts: [])
        let screens = try showScreens(of: [RecordSample.game(id: 1, score: 30), empty])
        #expect(screens.listedGames == ["1"])
        #expect(
            screens.harness.notices.drain() == [
                "games.json: dropped 1 of 2 records (#2: game 2: 0 attempts where its settings ask for 10); the other one is saved in games.json, and the file as it was is kept as games.corrupt-1.json"
            ])
    }

    @Test("an attempt of 1e300 seconds drops its game with a note; the statistics show the rest (it crashed them)")
    func attemptOfEndlessSeconds() throws {
        let endless = game(id: 2, changing: 3) {
            AttemptRecord(darts: $0.darts, options: $0.options, correctTotal: $0.correctTotal, chosen: $0.chosen, seconds: 1e300, points: $0.points)
        }
        let screens = try showScreens(of: [endless, RecordSample.game(id: 3, score: 20)])
        #expect(screens.listedGames == ["3"])
        #expect(
            screens.harness.notices.drain() == [
                "games.json: dropped 1 of 2 records (#1: game 2, attempt 4: 1e+300 seconds is not within 0…15); the other one is saved in games.json, and the file as it was is kept as games.corrupt-1.json"
            ])
    }

    @Test("games the app really played, answered or timed out, pass every rule")
    func playedGamesPass() async throws {
        let list = try JSONDecoder().decode(RecordList<GameRecord>.self, from: await playedGamesFile())
        let checked = list.checked()
        #expect(checked.dropped.isEmpty)
        #expect(checked.document.records.count == 4)
        #expect(checked.document.records.last?.skipped == GameFlowTests.short.attempts)
    }

    @Test(
        "a game breaking one rule is dropped for it",
        arguments: [
            (
                "2 darts, not 3",
                AttemptRecord(
                    darts: Array(RecordSample.right.darts.prefix(2)), options: RecordSample.right.options, correctTotal: 40, chosen: 60, seconds: 1, points: 40)
            ),
            (
                "dart 2 is not on the board",
                AttemptRecord(
                    darts: [RecordSample.right.darts[0], Dart(x: 0, y: 171), RecordSample.right.darts[2]], options: RecordSample.right.options,
                    correctTotal: 40, chosen: 60, seconds: 1, points: 40)
            ),
            (
                "the darts make 60, not 57",
                AttemptRecord(darts: RecordSample.right.darts, options: RecordSample.right.options, correctTotal: 57, chosen: 57, seconds: 1, points: 40)
            ),
            (
                "the options [57, 61, 63, 66] are not 4 different totals of three darts with 60 among them",
                AttemptRecord(darts: RecordSample.right.darts, options: [57, 61, 63, 66], correctTotal: 60, chosen: 61, seconds: 1, points: 0)
            ),
            (
                "the answer 59 is not among the options",
                AttemptRecord(darts: RecordSample.right.darts, options: RecordSample.right.options, correctTotal: 60, chosen: 59, seconds: 1, points: 0)
            ),
            (
                "-1.0 seconds is not within 0…15",
                AttemptRecord(darts: RecordSample.right.darts, options: RecordSample.right.options, correctTotal: 60, chosen: 60, seconds: -1, points: 40)
            ),
            (
                "5 points for a correct answer, not 10…100",
                AttemptRecord(darts: RecordSample.right.darts, options: RecordSample.right.options, correctTotal: 60, chosen: 60, seconds: 1, points: 5)
            ),
            (
                "10 points for a wrong answer, not 0",
                AttemptRecord(darts: RecordSample.right.darts, options: RecordSample.right.options, correctTotal: 60, chosen: 57, seconds: 1, points: 10)
            ),
        ])
    func oneBrokenRule(reason: String, broken: AttemptRecord) {
        let game = game(id: 4) { _ in broken }
        #expect(throws: DocumentDefect("game 4, attempt 1: \(reason)")) { try game.check() }
    }

    @Test("ids outside 1…Int32.max and dates outside 1970…9999 are refused; a repeated id keeps the first game")
    func idsAndDates() {
        #expect(throws: DocumentDefect("id 0 is not within 1…2147483647")) { try RecordSample.game(id: 0).check() }
        #expect(throws: DocumentDefect("id \(Int.max) is not within 1…2147483647")) { try RecordSample.game(id: Int.max).check() }
        #expect(throws: DocumentDefect("game 5: the date is not between 1970 and 9999")) {
            try RecordSample.game(id: 5, date: Date(timeIntervalSince1970: 1e300)).check()
        }
        let first = RecordSample.game(id: 6, score: 20)
        let checked = RecordList([first, RecordSample.game(id: 6, score: 90)]).checked()
        #expect(checked.document.records == [first])
        #expect(checked.dropped == ["#2: id 6 repeats #1"])
    }
}

extension RecordSample {
    /// The first attempt of `game(id:score:)`, answered right: three single 20s.
    static let right = attempt(.correct, points: 40, seconds: 1)
}
