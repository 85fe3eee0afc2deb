import EventMapAPI
import Viper

@MainActor
final class SignInPresenter: ViperPresenter<SignInViewModel>, SignInViewOutput, SignInInteractorOutput, ResetPasswordModuleOutput, RegistrationModuleOutput {
    private let interactor: any SignInInteractorInput
    private let router: any SignInRouterInput
    private let localization: Localization
    private let afterwards: AfterSignIn
    private var email = ""
    private var password = ""
    private var message: (text: String, isError: Bool)?
    /// A reset request is on its way: a second tap would void the code the first one sends.
    private var isRequestingReset = false

    init(interactor: any SignInInteractorInput, router: any SignInRouterInput, localization: Localization, notice: String?, afterwards: AfterSignIn) {
        self.interactor = interactor
        self.router = router
        self.localization = localization
        self.afterwards = afterwards
        message = notice.map { ($0, true) }
    }

    override func viewDidLoad() {
        present()
    }

    func didEdit(email: String, password: String) {
        self.email = email
        self.password = password
        present()
    }

    /// Enabled only when both fields are filled.
    func didTapSignIn() {
        guard canSignIn else { return }
        interactor.signIn(email: email, password: password)
    }

    /// Enabled only when the login is not empty.
    func didTapForgotPassword() {
        guard canResetPassword else { return }
        isRequestingReset = true
        present()
        interactor.requestPasswordReset(email: email.trimmingCharacters(in: .whitespaces))
    }

    func didTapRegister() {
        router.openRegistration()
    }

    func didTapSkip() {
        leave()
    }

    func didSignIn() {
        leave()
    }

    func accountWasRegistered() {
        leave()
    }

    func didSendPasswordReset(to email: String) {
        isRequestingReset = false
        message = nil
        present()
        router.openPasswordReset(for: email)
    }

    func passwordWasReset(for email: String) {
        message = (localization(EventMapStrings.passwordChanged(email)), false)
        present()
    }

    func didFail(_ error: EventsError) {
        isRequestingReset = false
        message = (localization(EventMapStrings.describe(error)), true)
        present()
    }

    private func leave() {
        switch afterwards {
        case .openMap: router.openMap()
        case .goBack: router.close()
        }
    }

    private var canSignIn: Bool { !email.trimmingCharacters(in: .whitespaces).isEmpty && !password.isEmpty }
    private var canResetPassword: Bool { !email.trimmingCharacters(in: .whitespaces).isEmpty && !isRequestingReset }

    private func present() {
        let strings = EventMapStrings.self
        view?.show(
            SignInViewModel(
                title: localization(strings.signInTitle),
                appName: localization(strings.appTitle),
                emailLabel: localization(strings.email),
                passwordLabel: localization(strings.password),
                nextKey: localization(strings.next),
                signInKey: localization(strings.signInKey),
                signInTitle: localization(strings.signIn),
                forgotTitle: localization(strings.forgotPassword),
                registerTitle: localization(strings.register),
                skipTitle: localization(strings.skip),
                canSignIn: canSignIn,
                canResetPassword: canResetPassword,
                message: message?.text,
                isError: message?.isError ?? false
            ))
    }
}
