@MainActor final class FilterInteractor: FilterInteractorInput {
    private(set) var filter: EventFilter

    init(filter: EventFilter) {
        self.filter = filter
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
        }
    }
}
