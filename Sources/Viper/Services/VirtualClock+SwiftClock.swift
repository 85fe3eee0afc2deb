extension VirtualClock {
    /// This clock seen as a `Swift.Clock`, for code written against the standard protocol
    /// (`clock.sleep(for:)`, `clock.sleep(until:tolerance:)`, `Task.sleep(for:clock:)`).
    /// It reads and sleeps on the same virtual time: a sleeper wakes when `advance(by:)` passes
    /// its deadline, and throws `CancellationError` when its task is cancelled.
    public var swiftClock: SwiftClock { SwiftClock(virtual: self) }

    public struct SwiftClock: Clock {
        public let virtual: VirtualClock

        public var now: Instant { Instant(sinceStart: virtual.now) }

        /// Virtual time moves in whole nanoseconds.
        public var minimumResolution: Duration { .nanoseconds(1) }

        /// Virtual time is exact, so the tolerance is not needed.
        public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
            try await virtual.sleep(until: deadline.sinceStart)
        }
    }

    /// A moment of virtual time.
    public struct Instant: InstantProtocol {
        /// Time since the clock started, as `VirtualClock.now` reads it.
        public let sinceStart: Duration

        public init(sinceStart: Duration) {
            self.sinceStart = sinceStart
        }

        public func advanced(by duration: Duration) -> Instant {
            Instant(sinceStart: sinceStart + duration)
        }

        public func duration(to other: Instant) -> Duration {
            other.sinceStart - sinceStart
        }

        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.sinceStart < rhs.sinceStart
        }
    }
}
