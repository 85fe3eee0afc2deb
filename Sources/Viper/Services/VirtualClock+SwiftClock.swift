extension VirtualClock {
    /// This clock seen as a `Swift.Clock`, for code written against the standard protocol
    /// (`clock.sleep(for:)`, `clock.sleep(until:tolerance:)`, `Task.sleep(for:clock:)`).
    /// It reads and sleeps on the same virtual time: a sleeper wakes when `advance(by:)` passes
    /// its deadline, and throws `CancellationError` when its task is cancelled.
    public var swiftClock: SwiftClock { SwiftClock(virtual: self) }

    /// A ``VirtualClock`` as a `Swift.Clock`.
    public struct SwiftClock: Clock {
        /// The clock it reads and sleeps on.
        public let virtual: VirtualClock

        /// Now, in virtual time.
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

        /// The moment `sinceStart` after the clock started.
        public init(sinceStart: Duration) {
            self.sinceStart = sinceStart
        }

        /// The moment `duration` later.
        public func advanced(by duration: Duration) -> Instant {
            Instant(sinceStart: sinceStart + duration)
        }

        /// How long from this moment to `other`.
        public func duration(to other: Instant) -> Duration {
            other.sinceStart - sinceStart
        }

        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.sinceStart < rhs.sinceStart
        }
    }
}
