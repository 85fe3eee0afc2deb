import Viper
import ViperLocation

@MainActor final class EventsMapRouter: ViperRouter<EventMapDestination>, EventsMapRouterInput {
    func openDetails(of event: Event) {
        open(.details(event))
    }

    func openFilter(_ filter: EventFilter, output: any FilterModuleOutput) {
        open(.filter(filter, output: output))
    }

    func openCreate(at point: Coordinate) {
        open(.create(at: point))
    }

    func openProfile() {
        open(.profile)
    }
}
