import Testing
import Viper
import ViperTesting

@testable import Darts

@Suite("Answer options")
struct AnswerOptionsTests {
    static func check(_ options: [Int], correct: Int, count: Int, window: Int = AnswerOptions.window) {
        #expect(options.count == count, "\(options) for \(correct)")
        #expect(options.filter { $0 == correct }.count == 1, "\(options) for \(correct)")
        #expect(Set(options).count == options.count, "distinct: \(options)")
        #expect(options.allSatisfy { Dartboard.achievableTotals.contains($0) }, "achievable: \(options)")
        #expect(options.allSatisfy { abs($0 - correct) <= window }, "within ±\(window) of \(correct): \(options)")
    }

    @Test("edge and typical totals over many seeds", arguments: [0, 1, 3, 60, 100, 162, 170, 177, 180])
    func edgeTotals(correct: Int) {
        var random = SeededRandom(seed: UInt64(correct) + 1)
        for _ in 0..<300 {
            Self.check(AnswerOptions.make(correct: correct, using: &random), correct: correct, count: 4)
        }
    }

    @Test("every achievable total gets four good options")
    func everyAchievableTotal() {
        var random = SeededRandom(seed: 5)
        for correct in Dartboard.achievableTotals.sorted() {
            for _ in 0..<5 {
                Self.check(AnswerOptions.make(correct: correct, using: &random), correct: correct, count: 4)
            }
        }
    }

    @Test("totals of seeded throws")
    func seededThrows() {
        var random = SeededRandom(seed: 11)
        for _ in 0..<500 {
            let total = Dartboard.throwDarts(missesAllowed: true, using: &random).map { Dartboard.hit($0).points }.reduce(0, +)
            Self.check(AnswerOptions.make(correct: total, using: &random), correct: total, count: 4)
        }
    }

    @Test("with misses off, no option is a total three scoring darts cannot make: none below 3")
    func withoutMisses() {
        #expect(Dartboard.achievableTotalsWithoutMisses.min() == 3)
        #expect(Dartboard.achievableTotalsWithoutMisses == Dartboard.achievableTotals.subtracting([0, 1, 2]))
        var random = SeededRandom(seed: 5)
        for correct in [3, 4, 5, 12, 60, 180] {
            for _ in 0..<300 {
                let options = AnswerOptions.make(correct: correct, missesAllowed: false, using: &random)
                #expect(options.allSatisfy(Dartboard.achievableTotalsWithoutMisses.contains), "\(options) for \(correct)")
                #expect(options.count == 4 && options.contains(correct))
            }
        }
    }

    @Test("the count asked for", arguments: [1, 2, 3, 5, 8])
    func otherCounts(count: Int) {
        var random = SeededRandom(seed: 3)
        for correct in [0, 60, 180] {
            Self.check(AnswerOptions.make(correct: correct, count: count, missesAllowed: true, using: &random), correct: correct, count: count)
        }
    }

    @Test("more options than the window holds widens to the nearest achievable totals")
    func widening() {
        var random = SeededRandom(seed: 8)
        // Only 11 achievable totals lie within 20 of 180.
        let options = AnswerOptions.make(correct: 180, count: 20, missesAllowed: true, using: &random)
        Self.check(options, correct: 180, count: 20, window: 30)
        #expect(options.filter { abs($0 - 180) > AnswerOptions.window }.count == 8)
    }

    @Test("the correct answer goes where the first draw puts it", arguments: 0..<4)
    func scriptedPosition(position: Int) {
        for correct in [0, 57, 180] {
            var random = ScriptedRandom([position] + Array(repeating: 0, count: 30))
            let options = AnswerOptions.make(correct: correct, using: &random)
            #expect(options[position] == correct)
            #expect(random.requestedBounds.first == 4)
            Self.check(options, correct: correct, count: 4)
        }
    }

    @Test("the documented draws: zeros pick the first slips, then the shuffle")
    func scriptedDraws() {
        var random = ScriptedRandom(Array(repeating: 0, count: 20))
        #expect(AnswerOptions.make(correct: 60, using: &random) == [60, 59, 62, 61])
        // Position, then (pool, pick) three times, then the shuffle's below(3) and below(2).
        #expect(random.requestedBounds == [4, 3, 10, 3, 9, 3, 8, 3, 2])

        // 2 from the pool draw takes another total: the lowest in 160…177 that is not a slip.
        var other = ScriptedRandom([3, 2, 0, 2, 0, 2, 0, 0, 0])
        #expect(AnswerOptions.make(correct: 180, using: &other) == [162, 164, 161, 180])
    }

    @Test("typical slips are preferred, yet other totals appear too")
    func prefersSlips() {
        var random = SeededRandom(seed: 21)
        var slips = 0
        var others = 0
        for _ in 0..<2_000 {
            for option in AnswerOptions.make(correct: 60, using: &random) where option != 60 {
                if AnswerOptions.slips.contains(option - 60) { slips += 1 } else { others += 1 }
            }
        }
        #expect(slips > 3 * others / 2)
        #expect(others > 1_000)
    }

    @Test("the correct answer's position is uniform")
    func shuffled() {
        var random = SeededRandom(seed: 4)
        var positions = [Int](repeating: 0, count: 4)
        for _ in 0..<4_000 {
            let options = AnswerOptions.make(correct: 100, using: &random)
            positions[options.firstIndex(of: 100) ?? 0] += 1
        }
        #expect(positions.allSatisfy { abs($0 - 1_000) < 4 * 27 }, "\(positions)")
    }

    @Test("the same seed gives the same options")
    func deterministic() {
        var a = SeededRandom(seed: 77)
        var b = SeededRandom(seed: 77)
        let first = (0..<20).map { AnswerOptions.make(correct: $0 * 9, using: &a) }
        let second = (0..<20).map { AnswerOptions.make(correct: $0 * 9, using: &b) }
        #expect(first == second)
    }
}
