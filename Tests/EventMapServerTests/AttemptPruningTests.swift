import EventMapServer
import Testing

@Suite("Old attempts are pruned once a minute")
struct AttemptPruningTests {
    @Test func dueAtFirstThenOnceAMinuteOfTheClock() {
        let pruning = AttemptPruning()
        #expect(pruning.isDue(at: 1_000))
        #expect(!pruning.isDue(at: 1_000))
        #expect(!pruning.isDue(at: 1_059.9))
        #expect(pruning.isDue(at: 1_060))
        #expect(!pruning.isDue(at: 1_061))
    }
}
