import Synchronization
import Testing

@testable import EventMapServer

/// Answers asked together share a read of the change feed, and none is told by a read that began
/// before it asked.
@Suite("Reads of the change feed, shared")
struct FreshFeedReadsTests {
    /// What the test has seen: callers that have asked, and the callers asked when each read began.
    final class Ledger: Sendable {
        private let state = Mutex((asked: 0, reads: 0, askedWhenReadBegan: [FeedMark: Int]()))

        func ask() -> Int {
            state.withLock { state in
                state.asked += 1
                return state.asked
            }
        }

        func beginRead() -> FeedMark {
            state.withLock { state in
                state.reads += 1
                let mark = FeedMark(Int64(state.reads))
                state.askedWhenReadBegan[mark] = state.asked
                return mark
            }
        }

        func askedWhenReadBegan(_ mark: FeedMark) -> Int? { state.withLock { $0.askedWhenReadBegan[mark] } }
        var reads: Int { state.withLock { $0.reads } }
    }

    @Test func everyCallerIsToldByAReadThatBeganAfterItAskedAndCallersTogetherShareReads() async throws {
        let ledger = Ledger()
        let reads = FreshFeedReads {
            let mark = ledger.beginRead()
            for _ in 0..<20 { await Task.yield() }
            return mark
        }
        let callers = 200
        let stale = await withTaskGroup(of: Bool.self) { group in
            for index in 0..<callers {
                group.addTask {
                    for _ in 0..<(index % 7) { await Task.yield() }
                    let asked = ledger.ask()
                    guard let mark = await reads.mark(), let began = ledger.askedWhenReadBegan(mark) else { return true }
                    return began < asked
                }
            }
            return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        #expect(stale == 0, "a caller was told by a read under way before it asked")
        #expect(ledger.reads < callers / 2, "\(ledger.reads) reads for \(callers) callers asking together")
    }
}
