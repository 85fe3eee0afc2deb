import EventMapAPI
import Foundation
import Viper
import ViperLocation

/// The event being written, before the server has it.
struct CreateEventForm: Equatable {
    let position: Coordinate
    /// The wall clock the start and end are written on: the reader's for a new event, the
    /// event's own place for an edit.
    let timeZone: TimeZone
    /// `YYYY-MM-DDTHH:MM` on `timeZone`'s clock, as the date picker shows it.
    var start: String
    var hasEnd = false
    /// The end, used only with `hasEnd`: two hours after the start until it is chosen.
    var end: String
    var title = ""
    /// What the user wrote. Left blank, the event is where it was pressed, and readers see
    /// that in their own language ("near 55.7539° N, 37.6208° E").
    var address = ""
    var type = EventType.other
    var age = AgeRestriction.none
    var description = ""
    /// Where a new event's start opens: a start the user left there is not theirs to keep.
    private let openingStart: String

    /// A new event's form: it starts on the next whole hour after `now`.
    init(position: Coordinate, now: Date, timeZone: TimeZone) {
        self.position = position
        self.timeZone = timeZone
        let start = LocalMinute.nextHour(after: now, in: timeZone)
        self.start = LocalMinute.text(of: start, in: timeZone)
        openingStart = self.start
        end = Self.defaultEnd(after: start, in: timeZone)
    }

    private static func defaultEnd(after start: Date, in timeZone: TimeZone) -> String {
        LocalMinute.text(of: start.addingTimeInterval(2 * 3600), in: timeZone)
    }

    /// The form of an event's author, filled as the event is; an event with no time gets the
    /// new event's.
    init(editing event: Event, now: Date, readerZone: TimeZone) {
        self.init(position: event.position, now: now, timeZone: event.time?.timeZone ?? readerZone)
        if let time = event.time {
            start = LocalMinute.text(of: time.start, in: timeZone)
            if let end = time.end {
                hasEnd = true
                self.end = LocalMinute.text(of: end, in: timeZone)
            }
        }
        title = event.title
        address = event.address
        type = event.type
        age = event.age
        description = event.description
    }

    var hasTitle: Bool {
        !title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }

    /// Whether the user wrote anything: a form only opened is no draft.
    var isTouched: Bool {
        !title.isEmpty || !address.isEmpty || type != .other || age != .none || !description.isEmpty || start != openingStart || hasEnd
    }

    /// When the event happens, as the pickers say; nil while the end is not after the start.
    var time: EventTime? {
        guard let startDate = LocalMinute.date(start, in: timeZone) else { return nil }
        let endDate = hasEnd ? LocalMinute.date(end, in: timeZone) : nil
        if hasEnd { guard let endDate, endDate > startDate else { return nil } }
        return EventTime(start: startDate, end: endDate, utcOffset: timeZone.secondsFromGMT(for: startDate))
    }

    /// What to keep of the form when it closes unsent.
    var saved: SavedDraft {
        SavedDraft(
            title: title, address: address.isEmpty ? nil : address, type: type, age: age, description: description,
            start: start == openingStart ? nil : start, end: hasEnd ? end : nil)
    }

    /// Puts back what was kept of an earlier form. A start before the one the new form opens on
    /// (gone by since) is not put back, nor its end; nor an end not after the start.
    mutating func restore(_ saved: SavedDraft) {
        title = saved.title
        address = saved.address ?? ""
        type = saved.type
        age = saved.age
        description = saved.description
        guard let opening = LocalMinute.date(openingStart, in: timeZone) else { return }
        var startDate = opening
        if let kept = saved.start.flatMap({ LocalMinute.date($0, in: timeZone) }) {
            guard kept >= opening else { return }
            startDate = kept
            start = LocalMinute.text(of: kept, in: timeZone)
            end = Self.defaultEnd(after: kept, in: timeZone)
        }
        if let keptEnd = saved.end, let endDate = LocalMinute.date(keptEnd, in: timeZone), endDate > startDate {
            hasEnd = true
            end = keptEnd
        }
    }

    var draft: EventDraft {
        EventDraft(
            title: title.trimmingCharacters(in: .whitespacesAndNewlines), description: description,
            address: address.trimmingCharacters(in: .whitespaces),
            type: type, age: age, position: position, time: time)
    }
}
