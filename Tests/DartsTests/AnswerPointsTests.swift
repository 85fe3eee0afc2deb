import Testing

@testable import Darts

@Suite("Answer points")
struct AnswerPointsTests {
    @Test("10 + round(90 × time left / time per attempt) for a correct answer")
    func correct() {
        #expect(Scoring.points(correct: true, secondsLeft: 20, secondsPerAttempt: 20) == 100)
        #expect(Scoring.points(correct: true, secondsLeft: 10, secondsPerAttempt: 20) == 55)
        #expect(Scoring.points(correct: true, secondsLeft: 0, secondsPerAttempt: 20) == 10)
        #expect(Scoring.points(correct: true, secondsLeft: 5, secondsPerAttempt: 20) == 33, "22.5 rounds up")
        #expect(Scoring.points(correct: true, secondsLeft: 1, secondsPerAttempt: 3) == 40)
    }

    @Test("time outside 0…full is clamped")
    func clamped() {
        #expect(Scoring.points(correct: true, secondsLeft: -3, secondsPerAttempt: 20) == 10)
        #expect(Scoring.points(correct: true, secondsLeft: 25, secondsPerAttempt: 20) == 100)
        #expect(Scoring.points(correct: true, secondsLeft: 5, secondsPerAttempt: 0) == 10)
        #expect(Scoring.points(correct: true, secondsLeft: .nan, secondsPerAttempt: 20) == 10)
    }

    @Test("wrong or skipped earns nothing, whatever the time")
    func wrong() {
        for left in [0.0, 10, 20] {
            #expect(Scoring.points(correct: false, secondsLeft: left, secondsPerAttempt: 20) == 0)
        }
    }

    @Test("more time left never earns less")
    func monotonic() {
        let points = stride(from: 0.0, through: 30, by: 0.5).map { Scoring.points(correct: true, secondsLeft: $0, secondsPerAttempt: 30) }
        #expect(points == points.sorted())
        #expect(points.first == 10 && points.last == 100)
    }
}
