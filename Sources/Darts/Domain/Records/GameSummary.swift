import Foundation

/// What the statistics table shows of a game, without its attempts.
public struct GameSummary: Equatable, Sendable, Identifiable {
    public let id: Int
    public let date: Date
    public let score: Int
    public let correct: Int
    public let attemptCount: Int
    public let totalSeconds: Double

    public init(id: Int, date: Date, score: Int, correct: Int, attemptCount: Int, totalSeconds: Double) {
        self.id = id
        self.date = date
        self.score = score
        self.correct = correct
        self.attemptCount = attemptCount
        self.totalSeconds = totalSeconds
    }

    public init(_ game: GameRecord) {
        self.init(
            id: game.id, date: game.date, score: game.score, correct: game.correct,
            attemptCount: game.attempts.count, totalSeconds: game.totalSeconds)
    }
}
