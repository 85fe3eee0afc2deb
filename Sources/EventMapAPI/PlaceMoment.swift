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

    /// Written from the calendar's arithmetic into one buffer rather than by a date formatter:
    /// an answer of 500 events writes 1,000 of these, and a formatter took 1.7 µs for each.
    public var rfc3339: String {
        let local = Int(date.timeIntervalSince1970.rounded(.down)) + utcOffset
        let (days, second) = local.quotientAndRemainder(dividingBy: 86_400)
        let (day, secondOfDay) = second < 0 ? (days - 1, second + 86_400) : (days, second)
        let (year, month, dayOfMonth) = Self.civilDate(daysSince1970: day)
        // Before 1583 a formatter counts Julian days, as the Gregorian calendar began in 1582.
        guard (1583...9999).contains(year) else {
            return date.formatted(Date.ISO8601FormatStyle(timeZoneSeparator: .colon, timeZone: TimeZone(secondsFromGMT: utcOffset) ?? .gmt))
        }
        // `YYYY-MM-DDTHH:MM:SS` and `Z` or `±HH:MM`, in one buffer.
        let zoneLength = utcOffset == 0 ? 1 : 6
        return String(unsafeUninitializedCapacity: 19 + zoneLength) { text in
            func put(_ value: Int, width: Int, at end: Int) {
                var value = value
                for index in stride(from: end - 1, through: end - width, by: -1) {
                    text[index] = UInt8(ascii: "0") + UInt8(value % 10)
                    value /= 10
                }
            }
            put(year, width: 4, at: 4)
            put(month, width: 2, at: 7)
            put(dayOfMonth, width: 2, at: 10)
            put(secondOfDay / 3600, width: 2, at: 13)
            put(secondOfDay % 3600 / 60, width: 2, at: 16)
            put(secondOfDay % 60, width: 2, at: 19)
            (text[4], text[7], text[10], text[13], text[16]) = (UInt8(ascii: "-"), UInt8(ascii: "-"), UInt8(ascii: "T"), UInt8(ascii: ":"), UInt8(ascii: ":"))
            if utcOffset == 0 {
                text[19] = UInt8(ascii: "Z")
            } else {
                text[19] = UInt8(ascii: utcOffset < 0 ? "-" : "+")
                put(abs(utcOffset) / 3600, width: 2, at: 22)
                text[22] = UInt8(ascii: ":")
                put(abs(utcOffset) % 3600 / 60, width: 2, at: 25)
            }
            return 19 + zoneLength
        }
    }

    /// The proleptic Gregorian date `days` after 1970-01-01 (Howard Hinnant's `civil_from_days`).
    private static func civilDate(daysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
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
