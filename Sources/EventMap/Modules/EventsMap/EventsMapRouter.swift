import EventMapAPI
import Viper
import ViperLocation

@MainActor final class EventsMapRouter: ViperRouter<EventMapDestination>, EventsMapRouterInput {
    func openDetails(of event: Event) {
        open(.details(event))
    }

    func openFilter(_ filter: EventFilter) {
        open(.filter(filter))
    }

    func openCreate(at point: Coordinate) {
        open(.create(at: point))
    }

    func openProfile() {
        open(.profile)
    }
}
