import Foundation
import ViperSQLite

/// An event's time as both databases keep it: `starts_at`, `ends_at` and `over_at` in seconds
/// since 1970, `utc_offset` in seconds; all null for an event with no time. `over_at` is
/// `EventTime.over`, which a query of a period compares.
public enum EventTimeColumns {
    public static let names = ["starts_at", "ends_at", "over_at", "utc_offset"]

    public static func values(of time: EventTime?) -> [SQLValue] {
        guard let time else { return [.null, .null, .null, .null] }
        return [
            .real(time.start.timeIntervalSince1970), time.end.map { .real($0.timeIntervalSince1970) } ?? .null, .real(time.over.timeIntervalSince1970),
            .integer(Int64(time.utcOffset)),
        ]
    }

    /// The time stored as `start`, `end` and `offset`; nil when there is none.
    public static func time(start: Double?, end: Double?, offset: Int?) -> EventTime? {
        guard let start, let offset else { return nil }
        return EventTime(start: Date(timeIntervalSince1970: start), end: end.map(Date.init(timeIntervalSince1970:)), utcOffset: offset)
    }
}
