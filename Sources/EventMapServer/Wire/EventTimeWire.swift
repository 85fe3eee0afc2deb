import Foundation

/// An event's time in JSON: `start` and `end` as RFC 3339 date-times with the offset of the
/// place (`2026-12-05T19:00:00+03:00`); `end` only with a `start`.
enum EventTimeWire {
    static func decode(from container: KeyedDecodingContainer<EventDraft.CodingKeys>) throws -> EventTime? {
        let end = try container.decodeUnlessAbsent(String.self, forKey: .end)
        guard let start = try container.decodeUnlessAbsent(String.self, forKey: .start) else {
            guard end == nil else { throw DecodingError.dataCorruptedError(forKey: .end, in: container, debugDescription: "an end needs a start") }
            return nil
        }
        guard let (startDate, offset) = moment(start) else {
            throw DecodingError.dataCorruptedError(forKey: .start, in: container, debugDescription: "a date and time with its offset, RFC 3339")
        }
        let endDate = try end.map { text in
            guard let (date, _) = moment(text) else {
                throw DecodingError.dataCorruptedError(forKey: .end, in: container, debugDescription: "a date and time with its offset, RFC 3339")
            }
            return date
        }
        return EventTime(start: startDate, end: endDate, utcOffset: offset)
    }

    static func encode(_ time: EventTime?, to container: inout KeyedEncodingContainer<EventDraft.CodingKeys>) throws {
        guard let time else { return }
        let style = Date.ISO8601FormatStyle(timeZoneSeparator: .colon, timeZone: time.timeZone)
        try container.encode(time.start.formatted(style), forKey: .start)
        try container.encodeIfPresent(time.end?.formatted(style), forKey: .end)
    }

    /// The moment `text` names and the offset it is written in; nil for anything but an RFC 3339
    /// date-time within 14 hours of UTC.
    static func moment(_ text: String) -> (Date, Int)? {
        guard let date = try? Date.ISO8601FormatStyle().parse(text), let offset = offset(of: text), EventTime.offsetRange.contains(offset) else {
            return nil
        }
        return (date, offset)
    }

    /// `Z` is 0; `+03:00` is 10,800.
    private static func offset(of text: String) -> Int? {
        if text.hasSuffix("Z") || text.hasSuffix("z") { return 0 }
        let suffix = text.suffix(6)
        guard suffix.count == 6, let sign = suffix.first, sign == "+" || sign == "-", suffix.dropFirst(3).first == ":",
            let hours = Int(suffix.dropFirst().prefix(2)), let minutes = Int(suffix.suffix(2))
        else { return nil }
        return (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
    }
}
