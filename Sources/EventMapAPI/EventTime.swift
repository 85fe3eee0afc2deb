import Foundation

/// When an event happens: its start, maybe its end, and the offset from UTC of the place it
/// happens in, so that every reader is told the local time its author meant.
public struct EventTime: Hashable, Sendable {
    public let start: Date
    public let end: Date?
    /// Seconds east of UTC where the event happens: +03:00 is 10,800.
    public let utcOffset: Int

    /// The most an offset from UTC is anywhere: 14 hours.
    public static let offsetRange = PlaceMoment.offsetRange

    public init(start: Date, end: Date? = nil, utcOffset: Int) {
        self.start = start
        self.end = end
        self.utcOffset = utcOffset
    }

    /// The clock of the place the event happens in.
    public var timeZone: TimeZone {
        TimeZone(secondsFromGMT: utcOffset) ?? .gmt
    }

    /// When the event is over: its end, else the end of its start day where it happens.
    public var over: Date {
        if let end { return end }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.dateInterval(of: .day, for: start)?.end ?? start
    }
}

/// The moments a filter keeps events of: those not over at `from`, starting before `to`. An
/// open side keeps every event on that side; an event with no time passes an open `to` only.
public struct TimeWindow: Hashable, Sendable {
    public var from: Date?
    public var to: Date?

    public init(from: Date? = nil, to: Date? = nil) {
        self.from = from
        self.to = to
    }

    /// Every event, past ones too.
    public static let anyTime = TimeWindow()
}

/// When the events a reader looks for happen, said as the reader says it: "today" is today
/// wherever the reader is, and moves with the clock.
public enum EventPeriod: Hashable, Sendable {
    /// What has not ended: the map's first choice.
    case upcoming
    /// What has not ended and starts before tonight's midnight.
    case today
    /// What has not ended and starts before the end of Sunday.
    case thisWeek
    /// What happens on any of the days from `from` to `to` (`YYYY-MM-DD`), both included.
    case days(from: String, to: String)
    /// Everything, past events too.
    case anyTime
    /// A window as the API gives it.
    case window(TimeWindow)

    /// The window of a period that names its moments: `.window` and `.anyTime`. A storage's query
    /// reads it; `EventsService` turns any other period into a window on its own clock first.
    public var fixedWindow: TimeWindow {
        switch self {
        case .window(let window): window
        case .upcoming, .today, .thisWeek, .days, .anyTime: .anyTime
        }
    }

    /// The window this period is at `now`, for a reader in `timeZone`. `now` is taken to its
    /// minute, so that the maps asking within one minute ask the same.
    public func window(at now: Date, in timeZone: TimeZone) -> TimeWindow {
        var calendar = Calendar(identifier: .iso8601)
        calendar.timeZone = timeZone
        let minute = calendar.dateInterval(of: .minute, for: now)?.start ?? now
        switch self {
        case .upcoming: return TimeWindow(from: minute)
        case .today: return TimeWindow(from: minute, to: calendar.dateInterval(of: .day, for: now)?.end)
        case .thisWeek: return TimeWindow(from: minute, to: calendar.dateInterval(of: .weekOfYear, for: now)?.end)
        case .days(let first, let last):
            let from = EventDay.start(of: first, in: calendar)
            let to = EventDay.start(of: last, in: calendar).flatMap { calendar.date(byAdding: .day, value: 1, to: $0) }
            return TimeWindow(from: from, to: to)
        case .anyTime: return .anyTime
        case .window(let window): return window
        }
    }
}

/// Days as date pickers give them: `YYYY-MM-DD`.
enum EventDay {
    static func start(of day: String, in calendar: Calendar) -> Date? {
        let parts = day.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        return calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2]))
    }
}
