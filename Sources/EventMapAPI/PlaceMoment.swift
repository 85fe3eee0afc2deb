import Foundation

/// A moment as the place it happens at writes it: RFC 3339 to the second with the place's
/// offset from UTC (`2026-12-05T19:00:00+03:00`), which it keeps. The document's `Moment`.
public struct PlaceMoment: Codable, Hashable, Sendable {
    public let date: Date
    /// Seconds east of UTC: +03:00 is 10,800.
    public let utcOffset: Int

    /// The most an offset from UTC is anywhere: 14 hours.
    public static let offsetRange = -14 * 3600...14 * 3600

    /// `utcOffset` out of `offsetRange` is taken as UTC.
    public init(date: Date, utcOffset: Int) {
        self.date = date
        self.utcOffset = Self.offsetRange.contains(utcOffset) ? utcOffset : 0
    }

    /// The moment `text` names; nil for anything but an RFC 3339 date-time within 14 hours of UTC.
    public init?(rfc3339 text: String) {
        guard let date = try? Date.ISO8601FormatStyle().parse(text), let offset = Self.offset(of: text), Self.offsetRange.contains(offset) else {
            return nil
        }
        self.init(date: date, utcOffset: offset)
    }

    public var rfc3339: String {
        date.formatted(Date.ISO8601FormatStyle(timeZoneSeparator: .colon, timeZone: TimeZone(secondsFromGMT: utcOffset) ?? .gmt))
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard let moment = PlaceMoment(rfc3339: try container.decode(String.self)) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "a date and time with its offset, RFC 3339")
        }
        self = moment
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rfc3339)
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
