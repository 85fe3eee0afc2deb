import Viper

/// Where a game stands.
enum GamePhase: Equatable {
    case ready
    case playing(GameProgress)
    /// Left mid-game: the attempts done are kept; the current one starts over on resume.
    case paused(GameProgress)
    case finished(GameRecord)
}

struct GameProgress: Equatable {
    /// Frozen when the game starts: changes in Settings apply from the next game, but for the
    /// sound ones, which the game takes on when it resumes.
    var settings: DartsSettings
    var done: [AttemptRecord] = []
    var current: Attempt

    struct Attempt: Equatable {
        let darts: [Dart]
        let options: [Int]
        let correctTotal: Int
        var startedAt: Duration
        var secondsLeft: Int
    }

    var number: Int { done.count + 1 }
}
