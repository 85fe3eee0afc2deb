import EventMapAPI
import Foundation
import Viper

/// When an event happens, said in the reader's language at the time of the place it happens in,
/// on a 24-hour clock.
struct EventWhen: Equatable {
    let language: Language
    /// Where the reader is: a place with another offset is named beside the time.
    let readerZone: TimeZone

    /// For a row of a list: `Sat, Dec 5 at 19:00`; empty for an event with no time.
    func short(_ time: EventTime?) -> String {
        guard let time else { return "" }
        return time.start.formatted(style(time).weekday(.abbreviated).day().month(.abbreviated).hour(.twoDigits(amPM: .omitted)).minute(.twoDigits))
    }

    /// For the details: `Saturday, December 5, 2026 at 19:00–22:00`, the end with its date when
    /// it is another day, and `(UTC+03:00)` when the place's offset is not the reader's.
    func long(_ time: EventTime) -> String {
        let day = style(time).weekday(.wide).day().month(.wide).year()
        let clock = style(time).hour(.twoDigits(amPM: .omitted)).minute(.twoDigits)
        var text = time.start.formatted(day.hour(.twoDigits(amPM: .omitted)).minute(.twoDigits))
        if let end = time.end {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = time.timeZone
            let sameDay = calendar.isDate(end, inSameDayAs: time.start)
            text += (sameDay ? "–" : " – ") + end.formatted(sameDay ? clock : day.hour(.twoDigits(amPM: .omitted)).minute(.twoDigits))
        }
        if readerZone.secondsFromGMT(for: time.start) != time.utcOffset { text += " (\(Self.offsetName(time.utcOffset)))" }
        return text
    }

    private func style(_ time: EventTime) -> Date.FormatStyle {
        var locale = Locale.Components(identifier: language.tag)
        locale.hourCycle = .zeroToTwentyThree
        return Date.FormatStyle(locale: Locale(components: locale), calendar: Calendar(identifier: .gregorian), timeZone: time.timeZone)
    }

    /// `UTC+03:00`, `UTC−05:30`, `UTC`.
    static func offsetName(_ offset: Int) -> String {
        guard offset != 0 else { return "UTC" }
        let minutes = abs(offset) / 60
        return "UTC" + (offset < 0 ? "−" : "+") + String(format: "%02d:%02d", minutes / 60, minutes % 60)
    }
}
