import Viper
import ViperLocation

@MainActor protocol CreateEventViewOutput: ViewLifecycle {
    func didChange(_ change: CreateEventChange)
    func didTapCreate()
    func didTapSignIn()
}

@MainActor protocol CreateEventInteractorInput: AnyObject {
    var form: CreateEventForm { get }
    var isSignedIn: Bool { get }
    func update(_ change: CreateEventChange)
    /// Sends the form to the server; the answer comes to the output.
    func create()
    /// Keeps what the user wrote for the next form, unless the event was created.
    func keepDraft()
}

@MainActor protocol CreateEventInteractorOutput: AnyObject {
    func didCreate(_ event: Event)
    func didFailToCreate(_ error: EventsError)
}

@MainActor protocol CreateEventRouterInput: AnyObject {
    /// Back to the map, where the new event shows; `ViperRouter` answers it.
    func close()
    func offerSignIn()
    /// Sign-in over the form, which is back as it was once the user signed in.
    func openSignIn()
}

/// One thing the user changed on the form.
enum CreateEventChange: Equatable {
    case title(String)
    case address(String)
    case type(EventType)
    case age(AgeRestriction)
    case description(String)
}

struct CreateEventViewModel: ViewModel {
    var title = ""
    var titleLabel = ""
    var requiredPlaceholder = ""
    var addressLabel = ""
    /// Where the point is, shown while no address is written.
    var addressPlaceholder = ""
    var typeLabel = ""
    var typeNames: [String] = []
    var ageLabel = ""
    var descriptionLabel = ""
    var optionalPlaceholder = ""
    var createTitle = ""
    var form = CreateEventForm(position: MapViewport.events.centre)
    var canCreate = false
    var isCreating = false
    var creatingText = ""
    var problem: String?
    /// Offered when the server no longer takes the session: nobody is signed in now.
    var signInTitle: String?
}
