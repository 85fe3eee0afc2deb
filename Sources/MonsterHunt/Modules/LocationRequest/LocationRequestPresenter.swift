import Viper

@MainActor final class LocationRequestPresenter: ViperPresenter<LocationRequestViewModel>, LocationRequestViewOutput, LocationRequestInteractorOutput {
    private let interactor: any LocationRequestInteractorInput
    private let router: any LocationRequestRouterInput
    private let localization: Localization

    init(interactor: any LocationRequestInteractorInput, router: any LocationRequestRouterInput, localization: Localization) {
        self.interactor = interactor
        self.router = router
        self.localization = localization
    }

    override func viewDidLoad() {
        view?.show(
            LocationRequestViewModel(
                title: localization(HuntStrings.locationRequestTitle),
                message: localization(HuntStrings.locationRequestMessage),
                allowTitle: localization(HuntStrings.allow)
            ))
        interactor.watchPermission()
    }

    /// The answer changes the permission, and following it moves on to the screen it calls for.
    func didTapAllow() {
        router.askForLocation { [weak self] allowed in self?.interactor.answerPrompt(allowed: allowed) }
    }

    func permissionCallsForAnotherScreen() {
        router.openStartScreen()
    }
}
