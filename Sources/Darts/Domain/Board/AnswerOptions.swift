import Viper

/// The totals offered as answers to one throw.
///
/// The rule: `count` distinct totals, exactly one of them `correct`. Every wrong one is a total
/// three darts can make under the game's settings (`Dartboard.achievableTotals(missesAllowed:)`:
/// with misses off no dart scores 0, so no total is below 3) and lies within `window` points of the
/// correct one. Wrong options are drawn from two pools: typical slips (`correct + slip` for each of
/// `slips`, when achievable) and the other achievable totals in the window; each pick takes a slip
/// with probability 2/3 while both pools have something left. Only when more options are asked
/// for than the window holds does it widen to the nearest achievable totals outside it.
///
/// Random draws, in order (for scripted tests): the correct answer's position
/// (`below(count)`); then per wrong option the pool (`below(3)`: 0–1 a slip, 2 another total;
/// drawn only while both pools are non-empty) and the pick within it (`below(pool size)`); then
/// a Fisher–Yates shuffle of the wrong options (`below(i + 1)` for i from the last down to 1).
public enum AnswerOptions {
    /// How far a wrong option may be from the correct total.
    public static let window = 20

    /// Typical mistakes: an adding slip of one to three, and a multiplier misread on the 10 or the
    /// 20 (single for double, double for treble and back), which is off by ten or twenty.
    public static let slips = [1, -1, 2, -2, 3, -3, 10, -10, 20, -20]

    /// How many totals a throw offers in the game.
    public static let count = 4

    /// `count` options. An overload rather than a default argument: Swift 6.3 crashes compiling a
    /// default argument before an `inout` existential that is opened (`using: &anyRandom`).
    public static func make<R: RandomSource>(correct: Int, using random: inout R) -> [Int] {
        make(correct: correct, count: count, missesAllowed: true, using: &random)
    }

    public static func make<R: RandomSource>(correct: Int, missesAllowed: Bool, using random: inout R) -> [Int] {
        make(correct: correct, count: count, missesAllowed: missesAllowed, using: &random)
    }

    public static func make<R: RandomSource>(correct: Int, count: Int, missesAllowed: Bool, using random: inout R) -> [Int] {
        precondition(count >= 1, "at least the correct answer is offered")
        let position = random.below(count)
        let achievable = Dartboard.achievableTotals(missesAllowed: missesAllowed)

        var slipPool: [Int] = []
        for slip in slips where correct + slip != correct && achievable.contains(correct + slip) && !slipPool.contains(correct + slip) {
            slipPool.append(correct + slip)
        }
        var otherPool = others(correct: correct, in: achievable, excluding: slipPool, needed: count - 1 - slipPool.count)
        precondition(slipPool.count + otherPool.count >= count - 1, "not enough achievable totals for \(count) options")

        var wrong: [Int] = []
        while wrong.count < count - 1 {
            let takesSlip = otherPool.isEmpty || (!slipPool.isEmpty && random.below(3) < 2)
            if takesSlip {
                wrong.append(slipPool.remove(at: random.below(slipPool.count)))
            } else {
                wrong.append(otherPool.remove(at: random.below(otherPool.count)))
            }
        }
        var index = wrong.count - 1
        while index > 0 {
            wrong.swapAt(index, random.below(index + 1))
            index -= 1
        }
        wrong.insert(correct, at: position)
        return wrong
    }

    /// Achievable totals in the window that are not slips, ascending, plus the nearest ones outside
    /// it when the window cannot supply `needed`.
    private static func others(correct: Int, in achievable: Set<Int>, excluding slips: [Int], needed: Int) -> [Int] {
        let candidates = achievable.sorted().filter { $0 != correct && !slips.contains($0) }
        let inWindow = candidates.filter { abs($0 - correct) <= window }
        guard inWindow.count < needed else { return inWindow }
        let nearest = candidates.sorted { (abs($0 - correct), $0) < (abs($1 - correct), $1) }
        return Array(nearest.prefix(needed)).sorted()
    }
}
