import EventMapAPI
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
    /// A request is on its way: the buttons wait for its answer.
    private var isWaiting = false

    init(
        email: String, interactor: any ResetPasswordInteractorInput, router: any ResetPasswordRouterInput,
        output: (any ResetPasswordModuleOutput)?, localization: Localization
    ) {
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
        wait()
        interactor.setPassword(email: email, code: code.trimmingCharacters(in: .whitespaces), password: password)
    }

    func didTapSendAgain() {
        guard !isWaiting else { return }
        wait()
        interactor.sendCode(to: email)
    }

    private func wait() {
        isWaiting = true
        present()
    }

    func didSetPassword() {
        output?.passwordWasReset(for: email)
        router.close()
    }

    func didSendCode() {
        isWaiting = false
        message = (localization(EventMapStrings.codeSentAgain), false)
        present()
    }

    func didFail(_ error: EventsError) {
        isWaiting = false
        message = (localization(EventMapStrings.describe(error)), true)
        present()
    }

    private var canSet: Bool { !code.trimmingCharacters(in: .whitespaces).isEmpty && !password.isEmpty && !isWaiting }

    private func present() {
        let strings = EventMapStrings.self
        view?.show(
            ResetPasswordViewModel(
                title: localization(strings.resetTitle),
                explanation: localization(strings.resetSent(email)),
                codeLabel: localization(strings.resetCode),
                passwordLabel: localization(strings.newPassword),
                setTitle: localization(strings.setPassword),
                sendAgainTitle: localization(strings.sendCodeAgain),
                canSet: canSet,
                canSendAgain: !isWaiting,
                message: message?.text,
                isError: message?.isError ?? false
            ))
    }
}
