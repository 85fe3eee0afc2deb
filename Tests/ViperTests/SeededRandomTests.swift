import Testing

@testable import Viper

@Suite("SeededRandom")
struct SeededRandomTests {
    func draws(_ random: inout SeededRandom, _ count: Int) -> [UInt64] {
        (0..<count).map { _ in random.next() }
    }

    @Test("the same seed gives the same sequence; different seeds differ")
    func reproducible() {
        var a = SeededRandom(seed: 42)
        var b = SeededRandom(seed: 42)
        var c = SeededRandom(seed: 43)
        let first = draws(&a, 20)
        #expect(first == draws(&b, 20))
        #expect(first != draws(&c, 20))
        #expect(Set(first).count == 20)
    }

    @Test("a fork is a stream of its own, reproducible, and forking moves the parent on")
    func fork() {
        var parent = SeededRandom(seed: 7)
        var child = parent.fork()
        var secondChild = parent.fork()
        let childDraws = draws(&child, 10)
        #expect(childDraws != draws(&secondChild, 10))
        #expect(childDraws != draws(&parent, 10))

        var again = SeededRandom(seed: 7)
        var sameChild = again.fork()
        #expect(draws(&sameChild, 10) == childDraws)

        // Forking used exactly one draw of the parent.
        var forked = SeededRandom(seed: 7)
        var plain = SeededRandom(seed: 7)
        _ = forked.fork()
        _ = plain.next()
        #expect(draws(&forked, 5) == draws(&plain, 5))
    }

    @Test("below(n) stays in 0..<n", arguments: [1, 2, 3, 6, 7, 10, 100, 1000, 65_537, 1 << 40, Int.max])
    func inRange(bound: Int) {
        var random = SeededRandom(seed: UInt64(bound))
        for _ in 0..<2000 {
            let value = random.below(bound)
            #expect((0..<bound).contains(value))
        }
    }

    @Test("below(1) is always 0")
    func belowOne() {
        var random = SeededRandom(seed: 9)
        #expect((0..<100).allSatisfy { _ in random.below(1) == 0 })
    }

    @Test("below(6) is roughly uniform over 60 000 draws (chi-square, 5 degrees of freedom)")
    func uniform() {
        var random = SeededRandom(seed: 2026)
        var counts = Array(repeating: 0, count: 6)
        for _ in 0..<60_000 { counts[random.below(6)] += 1 }
        let expected = 10_000.0
        let chiSquare = counts.reduce(0.0) { $0 + (Double($1) - expected) * (Double($1) - expected) / expected }
        // p < 0.00001 at 5 degrees of freedom is about 25.7; a fair die stays far below.
        #expect(chiSquare < 30, "counts \(counts)")
        #expect(counts.allSatisfy { $0 > 9_000 && $0 < 11_000 })
    }

    @Test("below has no modulo bias even for huge bounds")
    func noBiasForHugeBounds() {
        // With 3·2^61, a plain `next() % bound` would land in the lowest third 3/8 of the time.
        let bound = 3 << 61
        var random = SeededRandom(seed: 5)
        var low = 0
        let draws = 30_000
        for _ in 0..<draws where random.below(bound) < 1 << 61 { low += 1 }
        let share = Double(low) / Double(draws)
        #expect(abs(share - 1.0 / 3.0) < 0.02, "share \(share)")
    }

    @Test("regression pin: the first values of below for a fixed seed")
    func pinned() {
        // Observed once from the current algorithm (xoshiro256** seeded by SplitMix64, Lemire's
        // below) and pinned here: a change means every seeded session replays differently.
        var random = SeededRandom(seed: 42)
        #expect((0..<10).map { _ in random.below(100) } == [8, 37, 68, 92, 99, 76, 71, 85, 76, 58])
        var dice = SeededRandom(seed: 0)
        #expect((0..<10).map { _ in dice.below(6) } == [3, 4, 0, 2, 4, 5, 2, 3, 5, 5])
    }

    @Test("unitInterval stays in 0..<1 and element picks from the collection")
    func helpers() {
        var random = SeededRandom(seed: 3)
        #expect((0..<1000).allSatisfy { _ in (0.0..<1.0).contains(random.unitInterval()) })
        #expect(random.element(of: [Int]()) == nil)
        let picked = (0..<200).compactMap { _ in random.element(of: ["a", "b", "c"]) }
        #expect(Set(picked) == ["a", "b", "c"])
    }
}
