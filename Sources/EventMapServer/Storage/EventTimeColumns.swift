import EventMapAPI
import Foundation
import ViperSQLite

/// An event's time as both databases keep it: `starts_at`, `ends_at` and `over_at` in seconds
/// since 1970, `utc_offset` in seconds; all null for an event with no time. `over_at` is
/// `EventTime.over`, which a query of a period compares.
public struct EventTimeColumns: Sendable {
    public static let names = ["starts_at", "ends_at", "over_at", "utc_offset"]

    public let start: Double?
    public let end: Double?
    public let over: Double?
    public let offset: Int?

    public init(_ time: EventTime?) {
        start = time?.start.timeIntervalSince1970
        end = time?.end?.timeIntervalSince1970
        over = time?.over.timeIntervalSince1970
        offset = time?.utcOffset
    }

    /// The values of `names`, in order, for SQLite.
    public var values: [SQLValue] {
        [start.map(SQLValue.real) ?? .null, end.map(SQLValue.real) ?? .null, over.map(SQLValue.real) ?? .null, offset.map { .integer(Int64($0)) } ?? .null]
    }

    /// The time stored as `start`, `end` and `offset`; nil when there is none.
    public static func time(start: Double?, end: Double?, offset: Int?) -> EventTime? {
        guard let start, let offset else { return nil }
        return EventTime(start: Date(timeIntervalSince1970: start), end: end.map(Date.init(timeIntervalSince1970:)), utcOffset: offset)
    }
}
