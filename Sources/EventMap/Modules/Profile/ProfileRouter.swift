import EventMapAPI
import Viper

@MainActor final class ProfileRouter: ViperRouter<EventMapDestination>, ProfileRouterInput {
    func openDetails(of event: Event) {
        open(.details(event))
    }

    func offerActions(for event: Event, edit: @escaping @MainActor () -> Void, delete: @escaping @MainActor () -> Void) {
        open(.eventActions(event, edit: DestinationAction(edit), delete: DestinationAction(delete)))
    }

    func openEditor(of event: Event) {
        open(.edit(event))
    }

    func confirmDeletion(of event: Event, delete: @escaping @MainActor () -> Void) {
        open(.confirmDeletion(event, delete: DestinationAction(delete)))
    }

    func openSignIn() {
        open(.signIn(notice: nil))
    }
}
