import EventMapAPI
import Foundation

/// An event's time in JSON: `start` and `end` as RFC 3339 date-times with the offset of the
/// place (`2026-12-05T19:00:00+03:00`); `end` only with a `start`.
enum EventTimeWire {
    static func decode(from container: KeyedDecodingContainer<EventDraft.CodingKeys>) throws -> EventTime? {
        let end = try container.decodeUnlessAbsent(String.self, forKey: .end).map { try moment($0, at: .end, in: container).0 }
        guard let start = try container.decodeUnlessAbsent(String.self, forKey: .start) else {
            guard end == nil else { throw DecodingError.dataCorruptedError(forKey: .end, in: container, debugDescription: "an end needs a start") }
            return nil
        }
        let (startDate, offset) = try moment(start, at: .start, in: container)
        return EventTime(start: startDate, end: end, utcOffset: offset)
    }

    /// An edit's time: a start (with its end, if any) replaces the time; an end alone moves the end.
    static func decodeChange(from container: KeyedDecodingContainer<EventDraft.CodingKeys>) throws -> EventEdit.TimeChange? {
        if container.contains(.start) { return try decode(from: container).map(EventEdit.TimeChange.replaced) }
        guard let end = try container.decodeUnlessAbsent(String.self, forKey: .end) else { return nil }
        return .endMoved(to: try moment(end, at: .end, in: container).0)
    }

    static func encode(_ time: EventTime?, to container: inout KeyedEncodingContainer<EventDraft.CodingKeys>) throws {
        guard let time else { return }
        try container.encode(PlaceMoment(date: time.start, utcOffset: time.utcOffset), forKey: .start)
        try container.encodeIfPresent(time.end.map { PlaceMoment(date: $0, utcOffset: time.utcOffset) }, forKey: .end)
    }

    static func encode(_ change: EventEdit.TimeChange?, to container: inout KeyedEncodingContainer<EventDraft.CodingKeys>) throws {
        switch change {
        case nil: return
        case .replaced(let time): try encode(time, to: &container)
        case .endMoved(let end): try container.encode(end.formatted(Date.ISO8601FormatStyle()), forKey: .end)
        }
    }

    private static func moment(_ text: String, at key: EventDraft.CodingKeys, in container: KeyedDecodingContainer<EventDraft.CodingKeys>) throws -> (Date, Int)
    {
        guard let moment = moment(text) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "a date and time with its offset, RFC 3339")
        }
        return moment
    }

    /// The moment `text` names and the offset it is written in; nil for anything but an RFC 3339
    /// date-time within 14 hours of UTC.
    static func moment(_ text: String) -> (Date, Int)? {
        PlaceMoment(rfc3339: text).map { ($0.date, $0.utcOffset) }
    }
}
