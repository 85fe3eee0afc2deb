import EventMapAPI

@MainActor final class FilterInteractor: FilterInteractorInput {
    private(set) var filter: EventFilter
    /// The days a range is of, kept while another period is chosen: today to a week on at first.
    private var days: (from: String, to: String)

    init(filter: EventFilter, today: String) {
        self.filter = filter
        if case .days(let from, let to) = filter.period {
            days = (from, to)
        } else {
            days = (today, LocalDay.adding(6, to: today) ?? today)
        }
    }

    var canApply: Bool {
        guard case .days(let from, let to) = filter.period else { return true }
        return from <= to
    }

    func update(_ change: FilterChange) {
        switch change {
        case .text(let text):
            filter.text = text
        case .maxAge(let age):
            // The last stop, 18+, keeps every event: it is no age filter at all.
            filter.maxAge = age == .eighteen ? nil : age
        case .toggle(let type):
            if filter.types.contains(type) { filter.types.remove(type) } else { filter.types.insert(type) }
        case .period(let choice):
            filter.period = period(choice)
        case .fromDay(let day):
            days.from = day
            filter.period = .days(from: days.from, to: days.to)
        case .toDay(let day):
            days.to = day
            filter.period = .days(from: days.from, to: days.to)
        }
    }

    private func period(_ choice: PeriodChoice) -> EventPeriod {
        switch choice {
        case .upcoming: .upcoming
        case .today: .today
        case .thisWeek: .thisWeek
        case .days: .days(from: days.from, to: days.to)
        case .anyTime: .anyTime
        }
    }
}
