import EventMapAPI
import Viper

@MainActor protocol SignInViewOutput: ViewLifecycle {
    func didEdit(email: String, password: String)
    func didTapSignIn()
    func didTapForgotPassword()
    func didTapRegister()
    func didTapSkip()
}

@MainActor protocol SignInInteractorInput: AnyObject {
    func signIn(email: String, password: String)
    func requestPasswordReset(email: String)
}

@MainActor protocol SignInInteractorOutput: AnyObject {
    func didSignIn()
    func didSendPasswordReset(to email: String)
    func didFail(_ error: EventsError)
}

@MainActor protocol SignInRouterInput: AnyObject {
    func openMap()
    /// `ViperRouter` answers it: back to the screen under sign-in.
    func close()
    func openRegistration()
    func openPasswordReset(for email: String)
}

/// Where the user goes once signed in, registered, or past Skip.
enum AfterSignIn {
    case openMap
    /// Back to the screen that asked for an account.
    case goBack
}

struct SignInViewModel: ViewModel {
    var title = ""
    var appName = ""
    var emailLabel = ""
    var passwordLabel = ""
    var nextKey = ""
    var signInKey = ""
    var signInTitle = ""
    var forgotTitle = ""
    var registerTitle = ""
    var skipTitle = ""
    var canSignIn = false
    var canResetPassword = false
    var message: String?
    var isError = false
}
