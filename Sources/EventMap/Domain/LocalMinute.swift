import Foundation

/// A moment as date pickers with a time show it: `2026-12-05T19:00`, the wall clock of a time zone.
enum LocalMinute {
    static func text(of date: Date, in timeZone: TimeZone) -> String {
        let parts = calendar(timeZone).dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return String(format: "%04d-%02d-%02dT%02d:%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0, parts.hour ?? 0, parts.minute ?? 0)
    }

    /// The moment `text` names on the zone's wall clock; nil for anything but `YYYY-MM-DDTHH:MM`.
    static func date(_ text: String, in timeZone: TimeZone) -> Date? {
        let halves = text.split(separator: "T")
        guard halves.count == 2 else { return nil }
        let day = halves[0].split(separator: "-").compactMap { Int($0) }
        let time = halves[1].split(separator: ":").compactMap { Int($0) }
        guard day.count == 3, time.count == 2 else { return nil }
        let parts = DateComponents(year: day[0], month: day[1], day: day[2], hour: time[0], minute: time[1])
        guard parts.isValidDate(in: calendar(timeZone)) else { return nil }
        return calendar(timeZone).date(from: parts)
    }

    /// The first whole hour after `now` on the zone's wall clock: where a new event starts.
    static func nextHour(after now: Date, in timeZone: TimeZone) -> Date {
        let hour = calendar(timeZone).dateInterval(of: .hour, for: now)?.end
        return hour ?? now
    }

    private static func calendar(_ timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }
}

/// A day as date pickers show it: `2026-12-05`, on a time zone's calendar.
enum LocalDay {
    static func text(of date: Date, in timeZone: TimeZone) -> String {
        String(LocalMinute.text(of: date, in: timeZone).prefix(10))
    }

    /// The day `count` days after `day`; nil when `day` is not `YYYY-MM-DD`.
    static func adding(_ count: Int, to day: String) -> String? {
        guard let date = LocalMinute.date(day + "T12:00", in: .gmt) else { return nil }
        return text(of: date.addingTimeInterval(Double(count) * 86_400), in: .gmt)
    }
}
