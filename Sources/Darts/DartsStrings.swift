import Foundation
import Viper

enum DartsStrings {
    static let appTitle = LocalizedText(en: "Darts", ru: "Дартс")
    static let summary = LocalizedText(
        en: "Count the score of three darts against the clock; statistics and settings",
        ru: "Посчитайте очки трёх дротиков на время; статистика и настройки"
    )
    static let gameTab = LocalizedText(en: "Game", ru: "Игра")
    static let statisticsTab = LocalizedText(en: "Statistics", ru: "Статистика")
    static let settingsTab = LocalizedText(en: "Settings", ru: "Настройки")
    static let start = LocalizedText(en: "START", ru: "НАЧАТЬ")
    static let continueGame = LocalizedText(en: "CONTINUE", ru: "ПРОДОЛЖИТЬ")
    static let restart = LocalizedText(en: "RESTART", ru: "ЗАНОВО")
    static let question = LocalizedText(en: "How many points?", ru: "Сколько очков?")
    static let miss = LocalizedText(en: "Miss", ru: "Промах")
    static let board = LocalizedText(en: "Board", ru: "Мишень")
    static let resultsTitle = LocalizedText(en: "Results", ru: "Результаты")
    static let noGames = LocalizedText(en: "No games yet: play one on the Game tab.", ru: "Игр пока нет: сыграйте на вкладке «Игра».")
    /// The statistics table's columns: the game's number in order of play, its score, its
    /// attempts as right of all (`7/10`) and its time.
    static let statisticsColumns = [
        LocalizedText(en: "Game", ru: "Игра"), LocalizedText(en: "Score", ru: "Счёт"),
        LocalizedText(en: "Attempts", ru: "Попытки"), LocalizedText(en: "Time", ru: "Время"),
    ]

    /// Whole seconds: `45 s`, `45 с`.
    static func wholeSeconds(_ seconds: Double) -> LocalizedText {
        let whole = Int(seconds.rounded())
        return LocalizedText(en: "\(whole) s", ru: "\(whole) с")
    }
    static let details = LocalizedText(en: "Details", ru: "Подробно")
    static let gameRoute = LocalizedText(en: "the game tab", ru: "вкладка игры")
    static let statisticsRoute = LocalizedText(en: "the statistics tab", ru: "вкладка статистики")
    static let settingsRoute = LocalizedText(en: "the settings tab", ru: "вкладка настроек")
    static let historyRoute = LocalizedText(en: "a past game's answers", ru: "ответы прошлой игры")

    static func setup(attempts: Int, seconds: Int) -> LocalizedText {
        LocalizedText(en: "\(attempts) attempts · \(seconds) s each", ru: "Попыток: \(attempts) · по \(seconds) с")
    }

    static func attempt(_ number: Int, of total: Int) -> LocalizedText {
        LocalizedText(en: "Attempt \(number) of \(total)", ru: "Попытка \(number) из \(total)")
    }

    static func timeLeft(_ seconds: Int) -> LocalizedText {
        LocalizedText(en: "Time left: \(seconds) s", ru: "Осталось: \(seconds) с")
    }

    static func paused(at number: Int, of total: Int) -> LocalizedText {
        LocalizedText(en: "Paused at attempt \(number) of \(total).", ru: "Пауза на попытке \(number) из \(total).")
    }

    static func results(_ game: GameRecord) -> LocalizedText {
        let seconds = Int(game.totalSeconds.rounded())
        return LocalizedText(
            en:
                "Attempts \(game.attempts.count) · correct \(game.correct) · wrong \(game.wrong) · skipped \(game.skipped) · points \(game.score) · time \(seconds) s",
            ru:
                "Попыток \(game.attempts.count) · верно \(game.correct) · неверно \(game.wrong) · пропущено \(game.skipped) · очков \(game.score) · время \(seconds) с"
        )
    }

    /// A game with few wrong answers is a good result by the rules, but one with no right
    /// answer is not praised: it says whether none was answered in time or none was right.
    static func verdict(_ game: GameRecord) -> LocalizedText {
        if !game.isGoodResult {
            return LocalizedText(en: "More wrong than right: try again.", ru: "Ошибок больше половины: попробуйте ещё.")
        }
        if game.skipped == game.attempts.count {
            return LocalizedText(en: "No attempt was answered in time.", ru: "Ни на одну попытку не ответили вовремя.")
        }
        return game.correct == 0
            ? LocalizedText(en: "No answer was right: try again.", ru: "Ни одного верного ответа: попробуйте ещё.")
            : LocalizedText(en: "Well counted!", ru: "Отличный счёт!")
    }

    static func notKept(at number: Int, of total: Int) -> LocalizedText {
        LocalizedText(
            en: "The game in progress (attempt \(number) of \(total)) was not saved: only finished games are kept.",
            ru: "Незаконченная игра (попытка \(number) из \(total)) не сохранена: сохраняются только законченные игры."
        )
    }

    static func notSaved(_ reason: String) -> LocalizedText {
        LocalizedText(en: "The game could not be saved: \(reason)", ru: "Игру не удалось сохранить: \(reason)")
    }

    static let swipeHint = LocalizedText(en: "swipe left or right", ru: "листайте влево или вправо")

    static func historyTitle(_ id: Int) -> LocalizedText {
        LocalizedText(en: "Game \(id)", ru: "Игра \(id)")
    }

    static func detailsTitle(_ id: Int) -> LocalizedText {
        LocalizedText(en: "Game \(id) in detail", ru: "Игра \(id) подробно")
    }

    static func outcome(_ attempt: AttemptRecord) -> LocalizedText {
        switch attempt.outcome {
        case .correct: LocalizedText(en: "Correct: \(attempt.points) points", ru: "Верно: очков \(attempt.points)")
        case .wrong: LocalizedText(en: "Wrong: the darts made \(attempt.correctTotal)", ru: "Неверно: дротики дали \(attempt.correctTotal)")
        case .skipped: LocalizedText(en: "Skipped: time ran out", ru: "Пропущено: время вышло")
        }
    }

    static func playedWith(_ settings: DartsSettings) -> LocalizedText {
        let misses = settings.missesAllowed
        return LocalizedText(
            en:
                "Played with \(settings.attempts) attempts of \(settings.secondsPerAttempt) s · dart \(settings.dartGlyph) size \(settings.dartSize) · misses \(misses ? "on" : "off")",
            ru:
                "Настройки: попыток \(settings.attempts) по \(settings.secondsPerAttempt) с · дротик \(settings.dartGlyph) размер \(settings.dartSize) · промахи \(misses ? "вкл" : "выкл")"
        )
    }

    static func totals(_ game: GameRecord, date: String) -> LocalizedText {
        let seconds = Int(game.totalSeconds.rounded())
        return LocalizedText(
            en: "Points \(game.score) · time \(seconds) s · attempts \(game.attempts.count) · correct \(game.correct) · skipped \(game.skipped) · \(date)",
            ru: "Очков \(game.score) · время \(seconds) с · попыток \(game.attempts.count) · верно \(game.correct) · пропущено \(game.skipped) · \(date)"
        )
    }

    static func answered(_ chosen: Int?) -> LocalizedText {
        chosen.map { LocalizedText(en: "answered \($0)", ru: "ответ \($0)") } ?? LocalizedText(en: "no answer", ru: "без ответа")
    }

    /// Tenths of a second, with the decimal separator of the language.
    static func seconds(_ seconds: Double) -> LocalizedText {
        let tenths = String(format: "%.1f", seconds)
        return LocalizedText(en: "\(tenths) s", ru: "\(tenths.replacingOccurrences(of: ".", with: ",")) с")
    }

    static func pointsEarned(_ points: Int) -> LocalizedText {
        LocalizedText(en: "\(points) pts", ru: "\(points) оч.")
    }
}
