import Foundation
import Testing
import Viper
import ViperTesting

@testable import Darts

/// The Darts app on a harness with a virtual clock, its data in a folder the test owns.
@MainActor
struct DartsGame {
    let harness: ModuleHarness<DartsApp>
    let folder: TemporaryFolder

    init(folder: TemporaryFolder? = nil, settings: DartsSettings? = nil, language: Language = .en) throws {
        harness = ModuleHarness<DartsApp>(language: language)
        self.folder = try folder ?? TemporaryFolder()
        if let settings {
            try DartsArchive(storage: DocumentStore(folder: self.folder.url, notices: Notices()), notices: Notices()).save(settings)
        }
        try harness.launch(DartsApp(), storage: self.folder.url)
    }

    var screen: Screen { harness.screen }
    var archive: DartsArchive { DartsArchive(storage: DocumentStore(folder: folder.url, notices: Notices()), notices: Notices()) }

    /// The board's darts total, as the canvas model reports it.
    var correctTotal: Int? {
        if case .number(let total)? = screen.canvas("board")?.model["total"] { Int(total) } else { nil }
    }

    var answers: [Int] {
        screen.allElements.compactMap { $0.id.hasPrefix("answer-") ? Int($0.id.dropFirst("answer-".count)) : nil }
    }

    func answer(correctly: Bool) throws {
        let total = try #require(correctTotal)
        let choice = correctly ? total : try #require(answers.first { $0 != total })
        try harness.tap(String(choice))
    }
}

@MainActor
@Suite("Darts game")
struct GameFlowTests {
    static let short: DartsSettings = {
        var settings = DartsSettings()
        settings.attempts = 5
        settings.secondsPerAttempt = 10
        return settings
    }()

    @Test func theGameTabShowsTheSetupAndStart() throws {
        let game = try DartsGame(settings: Self.short)
        #expect(game.harness.state.hasTabBar)
        #expect(game.harness.state.tabs.map(\.name) == ["game", "statistics", "settings"])
        #expect(game.screen.text(of: "info") == "5 attempts · 10 s each")
        #expect(game.screen.text(of: "start") == "START")
        #expect(game.screen.canvas("board") != nil)
    }

    @Test func anAttemptShowsThreeDartsACountdownAndOneCorrectAnswerAmongDistinctOptions() async throws {
        let game = try DartsGame(settings: Self.short)
        try game.harness.tap("START")
        #expect(game.screen.text(of: "countdown") == "Time left: 10 s")
        #expect(game.screen.text(of: "question") == "How many points?")
        let total = try #require(game.correctTotal)
        #expect(game.answers.count == 4)
        #expect(Set(game.answers).count == 4)
        #expect(game.answers.filter { $0 == total }.count == 1)
        await game.harness.advance(by: .seconds(3))
        #expect(game.screen.text(of: "countdown") == "Time left: 7 s")
    }

    @Test func runningOutOfTimeSkipsTheAttemptAndTheTimerRestarts() async throws {
        let game = try DartsGame(settings: Self.short)
        try game.harness.tap("START")
        await game.harness.advance(by: .seconds(10))
        #expect(game.screen.text(of: "info") == "Attempt 2 of 5")
        #expect(game.screen.text(of: "countdown") == "Time left: 10 s")
        #expect(game.harness.speaker.drain().map(\.sound) == [DartsSounds.timeout])
    }

    @Test func aWholeGameEndsWithResultsASavedRecordAndTheRightMelody() async throws {
        let game = try DartsGame(settings: Self.short)
        try game.harness.tap("START")
        for index in 0..<5 {
            await game.harness.advance(by: .seconds(2))
            if index < 3 { try game.answer(correctly: true) } else { try game.answer(correctly: false) }
        }
        let info = try #require(game.screen.text(of: "info"))
        #expect(info.hasPrefix("Attempts 5 · correct 3 · wrong 2 · skipped 0 · points "))
        let saved = try #require(game.archive.gamesInOrder.first)
        #expect(saved.correct == 3 && saved.wrong == 2)
        #expect(saved.attempts.allSatisfy { $0.seconds == 2 })
        #expect(saved.attempts.prefix(3).allSatisfy { $0.points == Scoring.points(correct: true, secondsLeft: 8, secondsPerAttempt: 10) })
        let sounds = game.harness.speaker.drain().map(\.sound)
        #expect(sounds.last == DartsSounds.goodResult, "2 wrong of 5 is not more than half")
        #expect(sounds.filter { $0 == DartsSounds.correct }.count == 3)
    }

    @Test func aGameLeftToRunOutIsNotPraisedThoughItPlaysTheGoodMelody() async throws {
        let game = try DartsGame(settings: Self.short)
        try game.harness.tap("START")
        await game.harness.advance(by: .seconds(50))
        let shown = game.harness.rendered()
        #expect(shown.contains("Attempts 5 · correct 0 · wrong 0 · skipped 5"))
        #expect(shown.contains("No attempt was answered in time."))
        #expect(!shown.contains("Well counted!"))
        #expect(game.harness.speaker.drain().last?.sound == DartsSounds.goodResult, "no wrong answer is not more than half wrong")
    }

    @Test("'No attempt was answered in time' only when none was", arguments: [Language.en, .ru])
    func answeredButNoneRightIsNotCalledUnanswered(language: Language) async throws {
        let game = try DartsGame(settings: Self.short, language: language)
        try game.harness.tap("start")
        for _ in 0..<2 { try game.answer(correctly: false) }
        await game.harness.advance(by: .seconds(30))
        let info = try #require(game.screen.text(of: "info"))
        #expect(info.contains("wrong 2 · skipped 3") || info.contains("неверно 2 · пропущено 3"))
        #expect(!info.contains("No attempt was answered in time") && !info.contains("Ни на одну попытку не ответили вовремя"))
        #expect(!info.contains("Well counted!") && !info.contains("Отличный счёт!"))
        #expect(info.hasSuffix(language == .en ? "No answer was right: try again." : "Ни одного верного ответа: попробуйте ещё."))
    }

    @Test func moreWrongThanHalfPlaysTheOtherMelody() throws {
        let game = try DartsGame(settings: Self.short)
        try game.harness.tap("START")
        for _ in 0..<3 { try game.answer(correctly: false) }
        for _ in 0..<2 { try game.answer(correctly: true) }
        #expect(game.harness.speaker.drain().last?.sound == DartsSounds.badResult)
    }

    @Test func leavingTheTabPausesAndComingBackOffersContinueAndRestart() async throws {
        let game = try DartsGame(settings: Self.short)
        try game.harness.tap("START")
        try game.answer(correctly: true)
        let darts = game.screen.canvas("board")?.model
        await game.harness.advance(by: .seconds(4))
        try game.harness.navigator.selectTab(named: "settings")
        await game.harness.advance(by: .seconds(60))
        try game.harness.navigator.selectTab(named: "game")
        #expect(game.screen.text(of: "info") == "Paused at attempt 2 of 5.")
        #expect(game.screen.text(of: "resume") == "CONTINUE")
        #expect(game.screen.text(of: "restart") == "RESTART")

        try game.harness.tap("CONTINUE")
        #expect(game.screen.text(of: "info") == "Attempt 2 of 5")
        #expect(game.screen.text(of: "countdown") == "Time left: 10 s", "the attempt's timer starts over")
        #expect(game.screen.canvas("board")?.model == darts, "with the same darts")

        try game.harness.navigator.selectTab(named: "statistics")
        try game.harness.navigator.selectTab(named: "game")
        try game.harness.tap("RESTART")
        #expect(game.screen.text(of: "info") == "5 attempts · 10 s each", "back to before a game")
        #expect(game.screen.text(of: "start") == "START")
        #expect(game.screen.text(of: "resume") == nil && game.screen.visibleElement("countdown") == nil)
        #expect(try #require(game.screen.canvas("board")).model["darts"] == .array([]))
        await game.harness.advance(by: .seconds(30))
        #expect(game.screen.text(of: "info") == "5 attempts · 10 s each", "no timer runs on")
        #expect(game.archive.gamesInOrder.isEmpty, "the abandoned game is not saved")

        let relaunched = try DartsGame(folder: game.folder)
        #expect(relaunched.screen.text(of: "info") == "5 attempts · 10 s each")
        #expect(relaunched.screen.text(of: "start") == "START")
        try relaunched.harness.navigator.selectTab(named: "settings")
        try relaunched.harness.navigator.selectTab(named: "game")
        #expect(relaunched.screen.text(of: "resume") == nil, "nothing to continue after a relaunch")
    }

    @Test func russianTexts() throws {
        let game = try DartsGame(settings: Self.short, language: .ru)
        try game.harness.tap("НАЧАТЬ")
        for _ in 0..<5 { try game.answer(correctly: true) }
        try game.harness.navigator.selectTab(named: "statistics")
        #expect(game.screen.text(of: "header") == StatisticsPresenter.targetNumberRoom + "Игра  Счёт  Попытки  Время")
        try game.harness.tap("1")
        #expect(game.screen.text(of: "details") == "Подробно")
        try game.harness.navigator.selectTab(named: "game")
        try game.harness.tap("НАЧАТЬ")
        try game.harness.navigator.selectTab(named: "settings")
        try game.harness.navigator.selectTab(named: "game")
        #expect(game.screen.text(of: "restart") == "ЗАНОВО")
    }

    @Test("closing the app in the middle of a game says the game is not kept", arguments: [Language.en, .ru])
    func closingMidGameSaysTheGameIsNotKept(language: Language) throws {
        let game = try DartsGame(settings: Self.short, language: language)
        try game.harness.tap(language == .en ? "START" : "НАЧАТЬ")
        try game.answer(correctly: true)
        game.harness.navigator.closeAll()
        #expect(
            game.harness.notices.drain() == [
                language == .en
                    ? "The game in progress (attempt 2 of 5) was not saved: only finished games are kept."
                    : "Незаконченная игра (попытка 2 из 5) не сохранена: сохраняются только законченные игры."
            ])
    }

    @Test("closing the app between games says nothing")
    func closingBetweenGamesSaysNothing() throws {
        let game = try DartsGame(settings: Self.short)
        try game.harness.tap("START")
        for _ in 0..<Self.short.attempts { try game.answer(correctly: true) }
        game.harness.navigator.closeAll()
        #expect(game.harness.notices.drain().isEmpty)
    }

    @Test func volumeAndSoundSwitchesChangedDuringAPauseApplyOnContinue() throws {
        let game = try DartsGame(settings: Self.short)
        try game.harness.tap("START")
        try game.harness.navigator.selectTab(named: "settings")
        try game.harness.send(.set(control: "volume", value: .number(30)))
        try game.harness.send(.toggle("sound-\(DartsSounds.correct.name)"))
        try game.harness.navigator.selectTab(named: "game")
        try game.harness.tap("CONTINUE")
        try game.answer(correctly: true)
        try game.answer(correctly: false)
        #expect(game.harness.speaker.drain() == [SimulatedSpeaker.Played(sound: DartsSounds.wrong, volume: 0.3)])
    }

    @Test func mutingDuringAPauseSilencesTheGameOnContinue() throws {
        let game = try DartsGame(settings: Self.short)
        try game.harness.tap("START")
        try game.harness.navigator.selectTab(named: "settings")
        try game.harness.tap("speaker")
        try game.harness.navigator.selectTab(named: "game")
        try game.harness.tap("CONTINUE")
        for _ in 0..<5 { try game.answer(correctly: false) }
        #expect(game.harness.speaker.drain().isEmpty, "neither the answers nor the melody are heard")
    }

    @Test func settingsApplyFromTheNextGameOnly() throws {
        let game = try DartsGame(settings: Self.short)
        try game.harness.tap("START")
        try game.harness.navigator.selectTab(named: "settings")
        try game.harness.send(.set(control: "attempts", value: .option(3)))
        try game.harness.navigator.selectTab(named: "game")
        try game.harness.tap("CONTINUE")
        #expect(game.screen.text(of: "info") == "Attempt 1 of 5", "the running game keeps the settings it started with")
        for _ in 0..<5 { try game.answer(correctly: true) }
        #expect(try #require(game.archive.gamesInOrder.first).settings.attempts == 5)
        try game.harness.tap("START")
        #expect(game.screen.text(of: "info") == "Attempt 1 of 20", "the next game takes the new settings")
    }
}
