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
    func openRegistration()
    func openPasswordReset(for email: String, output: any ResetPasswordModuleOutput)
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
