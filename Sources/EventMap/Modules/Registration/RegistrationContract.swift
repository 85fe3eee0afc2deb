import EventMapAPI
import Viper

@MainActor protocol RegistrationViewOutput: ViewLifecycle {
    func didSubmit(_ form: RegistrationForm)
}

@MainActor protocol RegistrationInteractorInput: AnyObject {
    /// Checks the form, then registers; the output hears success or the first problem.
    func register(_ form: RegistrationForm)
}

@MainActor protocol RegistrationInteractorOutput: AnyObject {
    func didRegister()
    func didFail(_ problem: RegistrationProblem)
}

@MainActor protocol RegistrationRouterInput: AnyObject {
    func openMap()
}

/// What the screen that opened registration learns: the account is made and signed in.
@MainActor public protocol RegistrationModuleOutput: AnyObject {
    func accountWasRegistered()
}

/// What the user typed.
struct RegistrationForm: Equatable {
    var name = ""
    var email = ""
    var birthDate = "2000-01-01"
    var password = ""
    var confirmation = ""
}

enum RegistrationProblem: Equatable {
    case mismatch
    case server(EventsError)
}

struct RegistrationViewModel: ViewModel {
    var title = ""
    var nameLabel = ""
    var emailLabel = ""
    var birthLabel = ""
    var passwordLabel = ""
    var confirmationLabel = ""
    var registerTitle = ""
    var nextKey = ""
    var submitKey = ""
    var error: String?
}
