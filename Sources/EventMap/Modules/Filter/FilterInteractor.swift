@MainActor final class FilterInteractor: FilterInteractorInput {
    private(set) var filter: EventFilter

    init(filter: EventFilter) {
        self.filter = filter
    }

    func update(_ change: FilterChange) {
        switch change {
        case .text(let text):
            filter.text = text
        case .ageStop(let index):
            // The last stop, 18+, keeps every event: it is no age filter at all.
            filter.maxAge = index >= AgeStops.all.count - 1 ? nil : AgeStops.restriction(at: index)
        case .toggle(let type):
            if filter.types.contains(type) { filter.types.remove(type) } else { filter.types.insert(type) }
        }
    }
}
