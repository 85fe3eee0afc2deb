import EventMapAPI
import Viper

@MainActor final class EventDetailsRouter: ViperRouter<EventMapDestination>, EventDetailsRouterInput {
    func openEditor(of event: Event) {
        open(.edit(event))
    }

    func confirmDeletion(of event: Event, delete: @escaping @MainActor () -> Void) {
        open(.confirmDeletion(event, delete: DestinationAction(delete)))
    }
}
