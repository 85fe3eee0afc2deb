import Foundation
import Testing

@testable import Viper

@MainActor
@Suite("VirtualClock")
struct VirtualClockTests {
    let clock = VirtualClock()

    final class Record {
        var fired: [String] = []
        var times: [Duration] = []
    }

    /// Lets other tasks run until `condition` holds; bounded so a bug cannot hang the run.
    func yield(until condition: () -> Bool) async {
        for _ in 0..<100_000 where !condition() {
            await Task.yield()
        }
        #expect(condition())
    }

    @Test("timers fire in deadline order, ties in the order they were scheduled, each at its moment")
    func order() {
        let record = Record()
        let clock = clock
        func timer(_ name: String, _ seconds: Int) -> TimerHandle {
            clock.schedule(after: .seconds(seconds)) {
                record.fired.append(name)
                record.times.append(clock.now)
            }
        }
        let handles = [timer("c", 3), timer("b1", 2), timer("a", 1), timer("b2", 2)]
        clock.advance(by: .seconds(5))
        #expect(record.fired == ["a", "b1", "b2", "c"])
        #expect(record.times == [.seconds(1), .seconds(2), .seconds(2), .seconds(3)])
        #expect(clock.now == .seconds(5))
        _ = handles
    }

    @Test("nothing fires before its deadline")
    func notEarly() {
        let record = Record()
        let handle = clock.schedule(after: .seconds(2)) { record.fired.append("t") }
        clock.advance(by: .milliseconds(1999))
        #expect(record.fired.isEmpty)
        clock.advance(by: .milliseconds(1))
        #expect(record.fired == ["t"])
        clock.advance(by: .seconds(10))
        #expect(record.fired == ["t"])
        _ = handle
    }

    @Test("a repeating timer fires every interval during one long advance, interleaved with others")
    func repeating() {
        let record = Record()
        let clock = clock
        let ticker = clock.schedule(after: .seconds(1), repeating: .seconds(2)) { record.times.append(clock.now) }
        let once = clock.schedule(after: .seconds(4)) { record.times.append(clock.now) }
        clock.advance(by: .seconds(10))
        #expect(record.times == [1, 3, 4, 5, 7, 9].map { .seconds($0) })
        _ = (ticker, once)
    }

    @Test("a cancelled timer stops, also a repeating one between advances")
    func cancelled() {
        let record = Record()
        let first = clock.schedule(after: .seconds(1)) { record.fired.append("one-shot") }
        let ticker = clock.schedule(after: .seconds(1), repeating: .seconds(1)) { record.fired.append("tick") }
        first.cancel()
        clock.advance(by: .seconds(2))
        #expect(record.fired == ["tick", "tick"])
        ticker.cancel()
        clock.advance(by: .seconds(5))
        #expect(record.fired == ["tick", "tick"])
    }

    @Test("a timer whose handle is released does not fire")
    func released() {
        let record = Record()
        var handle: TimerHandle? = clock.schedule(after: .seconds(1), repeating: .seconds(1)) { record.fired.append("tick") }
        clock.advance(by: .seconds(1))
        #expect(record.fired == ["tick"])
        #expect(handle != nil)
        handle = nil
        clock.advance(by: .seconds(5))
        #expect(record.fired == ["tick"])
    }

    @Test("a timer scheduled by a timer fires in the same advance if it falls due")
    func chained() {
        let record = Record()
        let clock = clock
        var inner: TimerHandle?
        let outer = clock.schedule(after: .seconds(1)) {
            inner = clock.schedule(after: .seconds(1)) { record.times.append(clock.now) }
        }
        clock.advance(by: .seconds(3))
        #expect(record.times == [.seconds(2)])
        _ = (outer, inner)
    }

    @Test("now and date move only on advance")
    func nowAndDate() {
        let start = Date(timeIntervalSince1970: 1_000_000)
        let clock = VirtualClock(startDate: start)
        #expect(clock.now == .zero)
        #expect(clock.date == start)
        clock.advance(by: .seconds(90))
        #expect(clock.now == .seconds(90))
        #expect(clock.date == start.addingTimeInterval(90))
        clock.advance(by: .seconds(-5))
        #expect(clock.now == .seconds(90))
        #expect(VirtualClock().date == Date(timeIntervalSince1970: 1_767_225_600))
    }

    @Test("sleep resumes exactly when virtual time reaches its deadline")
    func sleepWakes() async throws {
        let clock = clock
        let sleeper = Task { () throws -> Duration in
            try await clock.sleep(for: .seconds(5))
            return clock.now
        }
        await yield { clock.sleeperCount == 1 }
        #expect(clock.nextWakeUp == .seconds(5))

        clock.advance(by: .milliseconds(4999))
        #expect(clock.sleeperCount == 1)
        clock.advance(by: .milliseconds(1))
        #expect(clock.sleeperCount == 0)
        #expect(clock.nextWakeUp == nil)
        #expect(try await sleeper.value == .seconds(5))
    }

    @Test("sleeperCount and nextWakeUp describe every sleeper")
    func sleepers() async throws {
        let clock = clock
        clock.advance(by: .seconds(10))
        let late = Task { try await clock.sleep(for: .seconds(7)) }
        let early = Task { try await clock.sleep(for: .seconds(3)) }
        await yield { clock.sleeperCount == 2 }
        #expect(clock.nextWakeUp == .seconds(13))
        clock.advance(by: .seconds(3))
        try await early.value
        #expect(clock.sleeperCount == 1)
        #expect(clock.nextWakeUp == .seconds(17))
        clock.advance(by: .seconds(4))
        try await late.value
        #expect(clock.sleeperCount == 0)
    }

    @Test("a sleeping task that is cancelled throws CancellationError and stops sleeping")
    func sleepCancelled() async {
        let clock = clock
        let sleeper = Task { try await clock.sleep(for: .seconds(60)) }
        await yield { clock.sleeperCount == 1 }
        sleeper.cancel()
        let result = await sleeper.result
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(clock.sleeperCount == 0)
        #expect(clock.now == .zero)
    }

    @Test("a task cancelled before it sleeps throws at once; a zero sleep returns at once")
    func sleepAlreadyCancelled() async throws {
        let clock = clock
        let sleeper = Task { try await clock.sleep(for: .seconds(60)) }
        sleeper.cancel()
        let result = await sleeper.result
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(clock.sleeperCount == 0)

        try await clock.sleep(for: .zero)
        #expect(clock.sleeperCount == 0)
    }
}
