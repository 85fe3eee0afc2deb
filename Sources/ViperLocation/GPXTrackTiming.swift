import Foundation
import Viper

extension GPXTrack {
    /// When each point is reached, counted from the first.
    ///
    /// Timed points keep the spacing of their times (measured from the first timed point);
    /// a point without a time comes one second after the one before it. Time never runs
    /// backwards: a point stamped earlier than its predecessor comes at the same moment.
    var offsets: [Duration] {
        var offsets: [Duration] = []
        var anchor: (time: Date, offset: Duration)?
        for point in points {
            var offset: Duration
            if let time = point.time, let anchor {
                offset = anchor.offset + Self.duration(time.timeIntervalSince(anchor.time))
            } else if let previous = offsets.last {
                offset = previous + .seconds(1)
            } else {
                offset = .zero
            }
            if let previous = offsets.last {
                offset = max(offset, previous)
            }
            if anchor == nil, let time = point.time {
                anchor = (time, offset)
            }
            offsets.append(offset)
        }
        return offsets
    }

    /// Whole microseconds, so binary noise in parsed fractions ("…:00.1Z") does not shift a
    /// point by a few nanoseconds. Clamped to about 30 000 years, far beyond any real track,
    /// so no pair of dates can overflow the conversion.
    private static func duration(_ interval: TimeInterval) -> Duration {
        .microseconds(Int64((min(1e12, max(-1e12, interval)) * 1_000_000).rounded()))
    }
}
