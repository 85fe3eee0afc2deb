public enum AttemptOutcome: String, Codable, Sendable {
    case correct, wrong, skipped
}

/// One attempt as it was played: the darts thrown, the totals offered and what was chosen.
public struct AttemptRecord: Equatable, Codable, Sendable {
    public let darts: [Dart]
    public let options: [Int]
    public let correctTotal: Int
    /// `nil` when skipped (the time ran out).
    public let chosen: Int?
    /// Time spent on the attempt.
    public let seconds: Double
    public let points: Int

    public init(darts: [Dart], options: [Int], correctTotal: Int, chosen: Int?, seconds: Double, points: Int) {
        self.darts = darts
        self.options = options
        self.correctTotal = correctTotal
        self.chosen = chosen
        self.seconds = seconds
        self.points = points
    }

    public var outcome: AttemptOutcome {
        guard let chosen else { return .skipped }
        return chosen == correctTotal ? .correct : .wrong
    }
}
