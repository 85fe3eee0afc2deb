import Foundation

/// A finished game, as saved.
public struct GameRecord: Equatable, Codable, Sendable, Identifiable {
    public let id: Int
    public let date: Date
    public let settings: DartsSettings
    public let attempts: [AttemptRecord]

    public init(id: Int, date: Date, settings: DartsSettings, attempts: [AttemptRecord]) {
        self.id = id
        self.date = date
        self.settings = settings
        self.attempts = attempts
    }

    public var score: Int { attempts.reduce(0) { $0 + $1.points } }
    public var correct: Int { count(.correct) }
    public var wrong: Int { count(.wrong) }
    public var skipped: Int { count(.skipped) }
    public var totalSeconds: Double { attempts.reduce(0) { $0 + $1.seconds } }

    /// Bad = more wrong answers than half the attempts played (skipped ones are not wrong):
    /// of 10 attempts, 5 wrong is good and 6 wrong is bad.
    public var isGoodResult: Bool { wrong * 2 <= attempts.count }

    private func count(_ outcome: AttemptOutcome) -> Int {
        attempts.count(where: { $0.outcome == outcome })
    }
}
