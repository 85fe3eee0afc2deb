import Viper

@MainActor final class ResetPasswordPresenter: ViperPresenter<ResetPasswordViewModel>, ResetPasswordViewOutput, ResetPasswordInteractorOutput {
    private let email: String
    private let interactor: any ResetPasswordInteractorInput
    private let router: any ResetPasswordRouterInput
    private weak var output: (any ResetPasswordModuleOutput)?
    private let localization: Localization
    private var code = ""
    private var password = ""
    private var message: (text: String, isError: Bool)?

    init(email: String, interactor: any ResetPasswordInteractorInput, router: any ResetPasswordRouterInput,
         output: any ResetPasswordModuleOutput, localization: Localization) {
        self.email = email
        self.interactor = interactor
        self.router = router
        self.output = output
        self.localization = localization
    }

    override func viewDidLoad() {
        present()
    }

    func didEdit(code: String, password: String) {
        self.code = code
        self.password = password
        present()
    }

    /// Enabled once both fields are filled; the server judges the code and the password.
    func didTapSetPassword() {
        guard canSet else { return }
        interactor.setPassword(email: email, code: code.trimmingCharacters(in: .whitespaces), password: password)
    }

    func didTapSendAgain() {
        interactor.sendCode(to: email)
    }

    func didSetPassword() {
        output?.passwordWasReset(for: email)
        router.close()
    }

    func didSendCode() {
        message = (localization(EventMapStrings.codeSentAgain), false)
        present()
    }

    func didFail(_ error: EventsError) {
        message = (localization(EventMapStrings.describe(error)), true)
        present()
    }

    private var canSet: Bool { !code.trimmingCharacters(in: .whitespaces).isEmpty && !password.isEmpty }

    private func present() {
        let strings = EventMapStrings.self
        view?.show(ResetPasswordViewModel(
            title: localization(strings.resetTitle),
            explanation: localization(strings.resetSent(email)),
            codeLabel: localization(strings.resetCode),
            passwordLabel: localization(strings.newPassword),
            setTitle: localization(strings.setPassword),
            sendAgainTitle: localization(strings.sendCodeAgain),
            canSet: canSet,
            message: message?.text,
            isError: message?.isError ?? false
        ))
    }
}
