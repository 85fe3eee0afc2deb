import EventMapAPI
import Viper

@MainActor protocol ProfileViewOutput: ViewLifecycle {
    func didSelectEvent(id: Int)
    /// Offers the author Edit and Delete for the event.
    func didLongPressEvent(id: Int)
    func didTapSignOut()
    func didTapSignIn()
}

@MainActor protocol ProfileInteractorInput: AnyObject {
    var user: User? { get }
    func loadEvents()
    func delete(_ event: Event)
    func signOut()
}

@MainActor protocol ProfileInteractorOutput: AnyObject {
    func didLoad(_ events: [Event])
    func didDelete(_ event: Event)
    func didFailToDelete(_ error: EventsError)
    func didSignOut()
    func didFail(_ error: EventsError)
}

@MainActor protocol ProfileRouterInput: AnyObject {
    func openDetails(of event: Event)
    func offerActions(for event: Event, edit: @escaping @MainActor () -> Void, delete: @escaping @MainActor () -> Void)
    func openEditor(of event: Event)
    /// Asks first: a deletion cannot be undone.
    func confirmDeletion(of event: Event, delete: @escaping @MainActor () -> Void)
    func openSignIn()
}

struct ProfileViewModel: ViewModel {
    var title = ""
    var name: String?
    var details = ""
    var eventsTitle = ""
    var events: [Table.Row] = []
    /// Said while the user's events are on their way; nil once they are here or failed.
    var loadingText: String?
    /// Said once the user's events are here and there are none; not when they failed to load.
    var emptyText: String?
    var signOutTitle = ""
    var signInTitle = ""
    var error: String?
}
