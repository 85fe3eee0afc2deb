import Foundation
import Viper

enum DartsStrings {
    /// The app's catalog, from `Sources/Darts/Strings`.
    static let catalog = StringCatalog(bundle: .module)

    static let appTitle = catalog.text("appTitle")
    static let summary = catalog.text("summary")
    static let gameTab = catalog.text("gameTab")
    static let statisticsTab = catalog.text("statisticsTab")
    static let settingsTab = catalog.text("settingsTab")
    static let start = catalog.text("start")
    static let continueGame = catalog.text("continueGame")
    static let restart = catalog.text("restart")
    static let question = catalog.text("question")
    static let miss = catalog.text("miss")
    static let board = catalog.text("board")
    static let resultsTitle = catalog.text("resultsTitle")
    static let noGames = catalog.text("noGames")
    /// The statistics table's columns: the game's number in order of play, its score, its
    /// attempts as right of all (`7/10`) and its time.
    static let statisticsColumns = [
        catalog.text("column.game"), catalog.text("column.score"),
        catalog.text("column.attempts"), catalog.text("column.time"),
    ]

    /// Whole seconds: `45 s`, `45 с`.
    static func wholeSeconds(_ seconds: Double) -> LocalizedText {
        let whole = Int(seconds.rounded())
        return catalog.text("wholeSeconds", ["whole": "\(whole)"])
    }
    static let details = catalog.text("details")
    static let gameRoute = catalog.text("gameRoute")
    static let statisticsRoute = catalog.text("statisticsRoute")
    static let settingsRoute = catalog.text("settingsRoute")
    static let historyRoute = catalog.text("historyRoute")

    static func setup(attempts: Int, seconds: Int) -> LocalizedText {
        catalog.text("setup", ["attempts": "\(attempts)", "seconds": "\(seconds)"])
    }

    static func attempt(_ number: Int, of total: Int) -> LocalizedText {
        catalog.text("attempt", ["number": "\(number)", "total": "\(total)"])
    }

    static func timeLeft(_ seconds: Int) -> LocalizedText {
        catalog.text("timeLeft", ["seconds": "\(seconds)"])
    }

    static func paused(at number: Int, of total: Int) -> LocalizedText {
        catalog.text("paused", ["number": "\(number)", "total": "\(total)"])
    }

    static func results(_ game: GameRecord) -> LocalizedText {
        let seconds = Int(game.totalSeconds.rounded())
        return catalog.text(
            "results",
            [
                "attempts": "\(game.attempts.count)", "correct": "\(game.correct)", "wrong": "\(game.wrong)", "skipped": "\(game.skipped)",
                "score": "\(game.score)", "seconds": "\(seconds)",
            ])
    }

    /// A game with few wrong answers is a good result by the rules, but one with no right
    /// answer is not praised: it says whether none was answered in time or none was right.
    static func verdict(_ game: GameRecord) -> LocalizedText {
        if !game.isGoodResult {
            return catalog.text("verdict.moreWrong")
        }
        if game.skipped == game.attempts.count {
            return catalog.text("verdict.noneInTime")
        }
        return game.correct == 0
            ? catalog.text("verdict.noneRight")
            : catalog.text("verdict.good")
    }

    static func notKept(at number: Int, of total: Int) -> LocalizedText {
        catalog.text("notKept", ["number": "\(number)", "total": "\(total)"])
    }

    static func notSaved(_ reason: String) -> LocalizedText {
        catalog.text("notSaved", ["reason": "\(reason)"])
    }

    static let swipeHint = catalog.text("swipeHint")

    static func historyTitle(_ id: Int) -> LocalizedText {
        catalog.text("historyTitle", ["id": "\(id)"])
    }

    static func detailsTitle(_ id: Int) -> LocalizedText {
        catalog.text("detailsTitle", ["id": "\(id)"])
    }

    static func outcome(_ attempt: AttemptRecord) -> LocalizedText {
        switch attempt.outcome {
        case .correct: catalog.text("correct", ["points": "\(attempt.points)"])
        case .wrong: catalog.text("wrong", ["correctTotal": "\(attempt.correctTotal)"])
        case .skipped: catalog.text("skipped")
        }
    }

    static func playedWith(_ settings: DartsSettings) -> LocalizedText {
        let misses = settings.missesAllowed
        return catalog.text(
            "playedWith",
            [
                "attempts": "\(settings.attempts)", "seconds": "\(settings.secondsPerAttempt)", "glyph": "\(settings.dartGlyph)",
                "size": "\(settings.dartSize)", "misses": .text(catalog.text(misses ? "on" : "off")),
            ])
    }

    static func totals(_ game: GameRecord, date: String) -> LocalizedText {
        let seconds = Int(game.totalSeconds.rounded())
        return catalog.text(
            "totals",
            [
                "score": "\(game.score)", "seconds": "\(seconds)", "attempts": "\(game.attempts.count)", "correct": "\(game.correct)",
                "skipped": "\(game.skipped)", "date": "\(date)",
            ])
    }

    static func answered(_ chosen: Int?) -> LocalizedText {
        chosen.map { catalog.text("answered", ["value": "\($0)"]) } ?? catalog.text("notAnswered")
    }

    /// Tenths of a second, with the decimal separator of the language.
    static func seconds(_ seconds: Double) -> LocalizedText {
        catalog.text("tenthsOfSeconds", ["seconds": .text(.decimal(seconds, fractionDigits: 1))])
    }

    static func pointsEarned(_ points: Int) -> LocalizedText {
        catalog.text("pointsEarned", ["points": "\(points)"])
    }
}
