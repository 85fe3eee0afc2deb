/// Points for one answered throw.
public enum Scoring {
    /// What a correct answer with no time left earns.
    public static let minimumPoints = 10
    /// What a correct answer given at once earns.
    public static let maximumPoints = 100

    /// `10 + round(90 × secondsLeft / secondsPerAttempt)` for a correct answer, the time share
    /// clamped to 0…1 (so 10 with no time left, 55 at half time, 100 with full time); 0 for a wrong
    /// or skipped answer. Halves round away from zero.
    public static func points(correct: Bool, secondsLeft: Double, secondsPerAttempt: Double) -> Int {
        guard correct else { return 0 }
        let share = secondsPerAttempt > 0 ? min(max(secondsLeft / secondsPerAttempt, 0), 1) : 0
        let bonus = Double(maximumPoints - minimumPoints) * (share.isNaN ? 0 : share)
        return minimumPoints + Int(bonus.rounded())
    }
}
