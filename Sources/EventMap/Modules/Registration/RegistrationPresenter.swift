import Viper

@MainActor final class RegistrationPresenter: ViperPresenter<RegistrationViewModel>, RegistrationViewOutput, RegistrationInteractorOutput {
    private let interactor: any RegistrationInteractorInput
    private let router: any RegistrationRouterInput
    private weak var output: (any RegistrationModuleOutput)?
    private let localization: Localization
    private var error: String?

    init(interactor: any RegistrationInteractorInput, router: any RegistrationRouterInput, output: (any RegistrationModuleOutput)?, localization: Localization)
    {
        self.interactor = interactor
        self.router = router
        self.output = output
        self.localization = localization
    }

    override func viewDidLoad() {
        present()
    }

    func didSubmit(_ form: RegistrationForm) {
        interactor.register(form)
    }

    /// Sign-in under this screen decides where the new account goes; opened alone, the map.
    func didRegister() {
        guard let output else { return router.openMap() }
        output.accountWasRegistered()
    }

    func didFail(_ problem: RegistrationProblem) {
        error =
            switch problem {
            case .mismatch: localization(EventMapStrings.mismatch)
            case .server(let error): localization(EventMapStrings.describe(error))
            }
        present()
    }

    private func present() {
        let strings = EventMapStrings.self
        view?.show(
            RegistrationViewModel(
                title: localization(strings.registrationTitle),
                nameLabel: localization(strings.name),
                emailLabel: localization(strings.email),
                birthLabel: localization(strings.birthDate),
                passwordLabel: localization(strings.password),
                confirmationLabel: localization(strings.confirmation),
                registerTitle: localization(strings.register),
                nextKey: localization(strings.next),
                submitKey: localization(strings.submitKey),
                error: error
            ))
    }
}
