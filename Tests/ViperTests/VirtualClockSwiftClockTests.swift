import Testing
import Viper

/// Code written against the standard `Swift.Clock`, with no idea it may run on virtual time.
private func waitABit<C: Clock>(on clock: C) async throws -> C.Instant where C.Duration == Duration {
    try await clock.sleep(for: .seconds(5))
    return clock.now
}

extension VirtualClockTests {
    @Test("as a Swift.Clock, the virtual clock wakes a generic sleeper when advanced past its deadline")
    func swiftClockSleepWakes() async throws {
        let clock = clock
        let sleeper = Task { try await waitABit(on: clock.swiftClock) }
        await clock.untilAsleep()
        #expect(clock.nextWakeUp == .seconds(5))

        clock.advance(by: .milliseconds(4999))
        #expect(clock.sleeperCount == 1)
        clock.advance(by: .milliseconds(1))
        #expect(try await sleeper.value == VirtualClock.Instant(sinceStart: .seconds(5)))
        #expect(clock.sleeperCount == 0)
    }

    @Test("sleeping until a deadline on the virtual Swift.Clock takes virtual time; a deadline already passed returns at once")
    func swiftClockSleepUntil() async throws {
        let clock = clock
        clock.advance(by: .seconds(10))
        let deadline = clock.swiftClock.now.advanced(by: .seconds(3))
        let sleeper = Task { try await clock.swiftClock.sleep(until: deadline, tolerance: nil) }
        await clock.untilAsleep()
        #expect(clock.nextWakeUp == .seconds(13))
        clock.advance(by: .seconds(3))
        try await sleeper.value

        try await clock.swiftClock.sleep(until: deadline, tolerance: nil)
        #expect(clock.sleeperCount == 0)
        #expect(clock.swiftClock.now.duration(to: deadline) == .zero)
        #expect(clock.swiftClock.minimumResolution == .nanoseconds(1))
    }

    @Test("a generic sleeper on the virtual Swift.Clock throws CancellationError when cancelled")
    func swiftClockSleepCancelled() async {
        let clock = clock
        let sleeper = Task { try await waitABit(on: clock.swiftClock) }
        await clock.untilAsleep()
        sleeper.cancel()
        let result = await sleeper.result
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(clock.sleeperCount == 0)
        #expect(clock.now == .zero)
    }
}
