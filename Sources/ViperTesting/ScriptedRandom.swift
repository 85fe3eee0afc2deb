import Testing
import Viper

/// A random source that answers `below(_:)` from a list written by the test, so a rule test
/// can force each choice ("the penguin picks direction 2") instead of hunting for a seed.
///
/// Running out of scripted answers, or scripting an answer outside `0..<bound`, is a recorded
/// test issue that names the call, not a silent fallback.
public struct ScriptedRandom: RandomSource {
    /// The answers not yet given, in order.
    public private(set) var remaining: [Int]
    /// Every bound asked for, in order: lets a test assert which choices were made.
    public private(set) var requestedBounds: [Int] = []

    /// A source answering `below(_:)` with `answers`, in order.
    public init(_ answers: [Int]) {
        remaining = answers
    }

    public mutating func below(_ bound: Int) -> Int {
        requestedBounds.append(bound)
        guard !remaining.isEmpty else {
            Issue.record("ScriptedRandom ran out of answers at call \(requestedBounds.count) (below(\(bound)))")
            return 0
        }
        let answer = remaining.removeFirst()
        guard (0..<bound).contains(answer) else {
            Issue.record("ScriptedRandom answer \(answer) is outside 0..<\(bound) at call \(requestedBounds.count)")
            return 0
        }
        return answer
    }

    public mutating func next() -> UInt64 {
        UInt64(below(Int.max))
    }
}
