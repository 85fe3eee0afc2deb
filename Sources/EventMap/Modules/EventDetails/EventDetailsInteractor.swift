@MainActor final class EventDetailsInteractor: EventDetailsInteractorInput {
    let event: Event

    init(event: Event) {
        self.event = event
    }
}
