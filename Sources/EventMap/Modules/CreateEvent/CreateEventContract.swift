import EventMapAPI
import Foundation
import Viper
import ViperLocation

/// What the form is for: a new event at a point, or its author's changes to one.
enum EventFormPurpose: Equatable {
    case create(at: Coordinate)
    case edit(Event)
}

/// Told when the author's changes are saved, so that the screen the form opened from shows them.
@MainActor public protocol CreateEventModuleOutput: AnyObject {
    func didSave(_ event: Event)
}

@MainActor protocol CreateEventViewOutput: ViewLifecycle {
    func didChange(_ change: CreateEventChange)
    /// Create, or Save when editing.
    func didTapSubmit()
    func didTapSignIn()
}

@MainActor protocol CreateEventInteractorInput: AnyObject {
    var form: CreateEventForm { get }
    var isEditing: Bool { get }
    var isSignedIn: Bool { get }
    func update(_ change: CreateEventChange)
    /// Sends the form to the server, a new event or the changes to one; the answer comes to the output.
    func submit()
    /// Keeps what the user wrote of a new event for the next form, unless it was created.
    func keepDraft()
}

@MainActor protocol CreateEventInteractorOutput: AnyObject {
    /// The event as the server keeps it now: created, or with the changes saved.
    func didSave(_ event: Event)
    func didFailToSave(_ error: EventsError)
}

@MainActor protocol CreateEventRouterInput: AnyObject {
    /// Back to where the form opened from, where the event shows; `ViperRouter` answers it.
    func close()
    func offerSignIn()
    /// Sign-in over the form, which is back as it was once the user signed in.
    func openSignIn()
}

/// One thing the user changed on the form.
enum CreateEventChange: Equatable {
    case title(String)
    case start(String)
    case hasEnd(Bool)
    case end(String)
    case address(String)
    case type(EventType)
    case age(AgeRestriction)
    case description(String)
}

struct CreateEventViewModel: ViewModel {
    var title = ""
    var titleLabel = ""
    var startLabel = ""
    var hasEndLabel = ""
    var endLabel = ""
    /// Why the time cannot be sent, while it cannot.
    var timeProblem: String?
    var requiredPlaceholder = ""
    var addressLabel = ""
    /// Where the point is, shown while no address is written.
    var addressPlaceholder = ""
    var typeLabel = ""
    var typeNames: [String] = []
    var ageLabel = ""
    var descriptionLabel = ""
    var optionalPlaceholder = ""
    var submitTitle = ""
    var isEditing = false
    var form = CreateEventForm(position: MapViewport.events.centre, now: .distantPast, timeZone: .gmt)
    var canSubmit = false
    var isSubmitting = false
    var submittingText = ""
    var problem: String?
    /// Offered when the server no longer takes the session: nobody is signed in now.
    var signInTitle: String?
}
