import Foundation
import Testing
import Viper
import ViperTesting

@testable import Darts

@MainActor
@Suite("Darts statistics and history")
struct StatisticsFlowTests {
    /// Plays a short game answering `correct` attempts right (first) and the rest wrong.
    func play(_ game: DartsGame, correct: Int, secondsEach: Int = 1) async throws {
        try game.harness.navigator.selectTab(named: "game")
        try game.harness.tap("START")
        for index in 0..<GameFlowTests.short.attempts {
            await game.harness.advance(by: .seconds(secondsEach))
            try game.answer(correctly: index < correct)
        }
    }

    @Test func gamesAreListedBestFirstColouredGreenToRed() async throws {
        let game = try DartsGame(settings: GameFlowTests.short)
        try await play(game, correct: 1)
        try await play(game, correct: 5)
        try await play(game, correct: 3)
        try game.harness.navigator.selectTab(named: "statistics")
        let rows = try #require(game.harness.screen.table("games")).rows
        #expect(rows.map(\.id) == ["2", "3", "1"])
        let number = { (row: Table.Row, column: Int) in Int(row.cells[column].trimmingCharacters(in: .whitespaces)) }
        #expect(rows.map { $0.cells[2].trimmingCharacters(in: .whitespaces) } == ["5/5", "3/5", "1/5"], "right of all attempts")
        let scores = rows.compactMap { number($0, 1) }
        #expect(scores == scores.sorted(by: >))
        #expect(rows.first?.color == ScoreColors.color(forRank: 0, of: 3))
        #expect(rows.last?.color == ScoreColors.color(forRank: 2, of: 3))
    }

    @Test("statistics: the game, its score, its attempts as right of all, and its time", arguments: [Language.en, .ru])
    func statisticsColumnsAreScoreAttemptsAndTime(language: Language) async throws {
        let game = try DartsGame(settings: GameFlowTests.short, language: language)
        try await play(game, correct: 3, secondsEach: 2)
        try game.harness.navigator.selectTab(named: "statistics")
        #expect(
            DartsStrings.statisticsColumns.map { $0.in(language) }
                == (language == .en ? ["Game", "Score", "Attempts", "Time"] : ["Игра", "Счёт", "Попытки", "Время"]))
        let row = try #require(game.screen.table("games")?.rows.first)
        #expect(row.cells.dropFirst(2).map { $0.trimmingCharacters(in: .whitespaces) } == ["3/5", language == .en ? "10 s" : "10 с"])
    }

    /// Where each of `cells`, right-aligned, ends in the rendered `line`, found in order.
    func cellEnds(_ line: Substring, _ cells: [String]) -> [Int] {
        var from = line.startIndex
        return cells.compactMap { cell in
            guard let range = line.range(of: cell.trimmingCharacters(in: .whitespaces), range: from..<line.endIndex) else { return nil }
            from = range.upperBound
            return line.distance(from: line.startIndex, to: range.upperBound)
        }
    }

    /// Digits as the text rendering draws them: where each number of a line starts and ends.
    func numberColumns(_ line: Substring) -> [Range<Int>] {
        let characters = Array(line)
        return characters.indices.filter { characters[$0].isNumber && ($0 + 1 == characters.count || !characters[$0 + 1].isNumber) }
            .map { end in (characters[..<end].lastIndex { !$0.isNumber }.map { $0 + 1 } ?? 0)..<(end + 1) }
    }

    @Test("statistics: games numbered in order of play, columns lined up under the header", arguments: [Language.en, .ru])
    func statisticsColumnsLineUp(language: Language) async throws {
        let game = try DartsGame(settings: GameFlowTests.short, language: language)
        try game.harness.tap("start")
        await game.harness.advance(by: .seconds(50))
        try await play(game, correct: 5)
        try await play(game, correct: 1, secondsEach: 9)
        try game.harness.navigator.selectTab(named: "statistics")
        let rows = try #require(game.screen.table("games")).rows
        #expect(rows.map { $0.cells[0].trimmingCharacters(in: .whitespaces) } == ["2", "3", "1"], "numbered by order of play, best first")
        #expect(rows.map(\.color) == (0..<3).map { ScoreColors.color(forRank: $0, of: 3) }, "green to red by rank")
        let lines = game.harness.rendered().split(separator: "\n")
        let header = try #require(lines.first { $0.contains(language == .en ? "Score" : "Счёт") })
        let rowLines = lines.filter { $0.contains("›") }
        #expect(rowLines.count == 3)
        let columns = rowLines.map(numberColumns)
        #expect(columns.allSatisfy { $0.count == 1 + 5 }, "the target number, the game, its score, right of all, and seconds")
        #expect(Set(columns.map { $0.dropFirst().map(\.upperBound) }).count == 1, "numbers end in the same columns: \(rowLines)")
        let titleEnds = try DartsStrings.statisticsColumns.map { title in
            let range = try #require(header.range(of: title.in(language)))
            return header.distance(from: header.startIndex, to: range.upperBound)
        }
        #expect(titleEnds == cellEnds(rowLines[0], rows[0].cells), "each title ends over its column: \(header) \(rowLines[0])")
    }

    @Test("a game's row is called by its game: tap 1 opens the best, tap \"Game 1\" the first played", arguments: [Language.en, .ru])
    func aGamesRowIsCalledByItsGame(language: Language) async throws {
        let game = try DartsGame(settings: GameFlowTests.short, language: language)
        try await play(game, correct: 1)
        try await play(game, correct: 5)
        try game.harness.navigator.selectTab(named: "statistics")
        let called = { (id: Int) in DartsStrings.historyTitle(id).in(language) }
        #expect(game.harness.screen.table("games")?.rows.map(\.label) == [called(2), called(1)])
        try game.harness.tap("1")
        #expect(game.harness.screen.title == called(2), "the row numbered 1, though its first cell is the game 1")
        try game.harness.back()
        try game.harness.tap(called(1).lowercased())
        #expect(game.harness.screen.title == called(1))
    }

    @Test func aGamesHistoryShowsOneAttemptAtATimeAndSwipesMoveBetweenThem() async throws {
        let game = try DartsGame(settings: GameFlowTests.short)
        try await play(game, correct: 2)
        try game.harness.navigator.selectTab(named: "statistics")
        try game.harness.tap("1")
        let screen = { game.harness.screen }
        #expect(screen().id == "darts.history")
        #expect(screen().text(of: "position")?.hasPrefix("Attempt 1 of 5") == true)
        let options = screen().allElements.filter { $0.id.hasPrefix("option-") }
        guard case .label(let correct)? = options.first(where: { $0.kind.isLabel(startingWith: "✓") })?.kind else {
            Issue.record("no option is marked correct")
            return
        }
        #expect(correct.tone == .success)

        try game.harness.send(.swipe(.right))
        #expect(screen().text(of: "position")?.hasPrefix("Attempt 1 of 5") == true, "nothing before the first")
        for _ in 0..<2 { try game.harness.send(.swipe(.left)) }
        #expect(screen().text(of: "position")?.hasPrefix("Attempt 3 of 5") == true)
        #expect(screen().text(of: "outcome")?.hasPrefix("Wrong: the darts made ") == true)
        let wrong = screen().allElements.first { $0.kind.isLabel(startingWith: "✗") }
        if case .label(let label)? = wrong?.kind { #expect(label.tone == .danger) } else { Issue.record("the wrong answer is not marked") }
    }

    @Test func detailsOpenAsASheetWithSettingsTotalsAndEveryAttempt() async throws {
        let game = try DartsGame(settings: GameFlowTests.short)
        try await play(game, correct: 4, secondsEach: 2)
        try game.harness.navigator.selectTab(named: "statistics")
        try game.harness.tap("1")
        try game.harness.tap("Details")
        let sheet = try #require(game.harness.frame.sheet)
        #expect(sheet.id == "darts.details")
        #expect(sheet.text(of: "settings")?.hasPrefix("Played with 5 attempts of 10 s") == true)
        #expect(sheet.text(of: "totals")?.contains("correct 4 · skipped 0") == true)
        let rows = try #require(sheet.table("attempts")).rows
        #expect(rows.count == 5)
        #expect(rows.allSatisfy { $0.cells.contains("2.0 s") })
        let lines = game.harness.rendered(width: 80).split(separator: "\n")
        let rowLines = lines.filter { $0.contains(" pts") }
        #expect(rowLines.count == 5 && rowLines.allSatisfy { $0.contains("2.0 s") && $0.contains("= ") }, "each row whole on one line of 80 columns")
        for row in rows {
            // "20x3=60 5x1=5 Miss=0" then "= 65": each dart's points add up to the total.
            let points = row.cells[1].split(separator: " ").compactMap { $0.split(separator: "=").last.flatMap { Int($0) } }
            #expect(points.count == 3)
            #expect("= \(points.reduce(0, +))" == row.cells[2].trimmingCharacters(in: .whitespaces))
        }
        try game.harness.back()
        #expect(game.harness.frame.sheet == nil)
        #expect(game.harness.screen.id == "darts.history")
    }

    @Test func detailsInRussianSayTheirSecondsInRussianInColumnsOfOneWidth() async throws {
        let game = try DartsGame(settings: GameFlowTests.short, language: .ru)
        try game.harness.tap("start")
        await game.harness.advance(by: .seconds(2))
        try game.answer(correctly: true)
        await game.harness.advance(by: .seconds(40))
        try game.harness.navigator.selectTab(named: "statistics")
        try game.harness.tap("1")
        try game.harness.tap("details")
        let rows = try #require(game.harness.frame.sheet?.table("attempts")).rows
        #expect(rows.map { $0.cells[4] } == [" 2,0 с"] + Array(repeating: "10,0 с", count: 4))
        #expect(Set(rows.map { $0.cells.map(TextWidth.of) }).count == 1, "every column one width: \(rows.map(\.cells))")
    }

    @Test func historyAndSettingsSurviveARestart() async throws {
        let first = try DartsGame(settings: GameFlowTests.short)
        try await play(first, correct: 3)
        try first.harness.navigator.selectTab(named: "settings")
        try first.harness.send(.set(control: "seconds", value: .integer(45)))
        let second = try DartsGame(folder: first.folder)
        try second.harness.navigator.selectTab(named: "statistics")
        #expect(second.harness.screen.table("games")?.rows.count == 1)
        try second.harness.navigator.selectTab(named: "game")
        #expect(second.harness.screen.text(of: "info") == "5 attempts · 45 s each")
    }

    @Test func theSecondsStepperTakesOnlyStepsOfFive() throws {
        let game = try DartsGame()
        try game.harness.navigator.selectTab(named: "settings")
        #expect(throws: InteractionError.outOfRange("seconds", allowed: "10…60 in steps of 5")) {
            try game.harness.send(.set(control: "seconds", value: .integer(12)))
        }
    }

    @Test func theSpeakerButtonFollowsTheVolumeAndMutes() throws {
        let game = try DartsGame()
        try game.harness.navigator.selectTab(named: "settings")
        #expect(game.harness.screen.text(of: "speaker") == "🔊 Mute")
        try game.harness.send(.set(control: "volume", value: .number(30)))
        #expect(game.harness.screen.text(of: "speaker") == "🔈 Mute")
        try game.harness.tap("speaker")
        #expect(game.harness.screen.text(of: "speaker") == "🔇 Unmute")
        try game.harness.tap("speaker")
        #expect(game.harness.screen.text(of: "speaker") == "🔈 Mute")
        #expect(game.archive.settings.volume == 0.3)
    }

    @Test func theSpeakerButtonAtVolumeZeroUnmutesToTheLastAudibleVolume() throws {
        let game = try DartsGame()
        try game.harness.navigator.selectTab(named: "settings")
        try game.harness.send(.set(control: "volume", value: .number(50)))
        try game.harness.send(.set(control: "volume", value: .number(0)))
        #expect(game.harness.screen.text(of: "speaker") == "🔇 Unmute")
        try game.harness.tap("speaker")
        #expect(game.harness.screen.text(of: "speaker") == "🔉 Mute")
        #expect(game.archive.settings.volume == 0.5)
    }
}

extension Element.Kind {
    func isLabel(startingWith prefix: String) -> Bool {
        if case .label(let label) = self { label.text.hasPrefix(prefix) } else { false }
    }
}
