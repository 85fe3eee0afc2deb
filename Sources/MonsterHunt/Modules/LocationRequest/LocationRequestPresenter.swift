import Viper

@MainActor
final class LocationRequestPresenter: LocationRequestViewOutput {
    weak var view: (any LocationRequestViewInput)?
    let interactor: any LocationRequestInteractorInput
    let router: any LocationRequestRouterInput
    private let localization: Localization

    init(interactor: any LocationRequestInteractorInput, router: any LocationRequestRouterInput, localization: Localization) {
        self.interactor = interactor
        self.router = router
        self.localization = localization
    }

    func viewDidLoad() {
        view?.show(LocationRequestViewModel(
            title: localization(HuntStrings.locationRequestTitle),
            message: localization(HuntStrings.locationRequestMessage),
            allowTitle: localization(HuntStrings.allow)
        ))
    }

    func didTapAllow() {
        router.askForLocation { [weak self] allowed in
            guard let self else { return }
            interactor.answerPrompt(allowed: allowed)
            allowed ? router.openMap() : router.openNoPermission()
        }
    }
}
