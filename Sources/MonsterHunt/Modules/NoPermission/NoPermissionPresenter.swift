import Viper

@MainActor final class NoPermissionPresenter: ViperPresenter<NoPermissionViewModel>, NoPermissionViewOutput, NoPermissionInteractorOutput {
    private let interactor: any NoPermissionInteractorInput
    private let router: any NoPermissionRouterInput
    private let localization: Localization

    init(interactor: any NoPermissionInteractorInput, router: any NoPermissionRouterInput, localization: Localization) {
        self.interactor = interactor
        self.router = router
        self.localization = localization
    }

    override func viewDidLoad() {
        view?.show(
            NoPermissionViewModel(
                title: localization(HuntStrings.noPermissionTitle),
                message: localization(HuntStrings.noPermissionMessage),
                settingsTitle: localization(HuntStrings.goToSettings)
            ))
        interactor.watchPermission()
    }

    func didTapOpenSettings() {
        router.openSettings()
    }

    func permissionCallsForAnotherScreen() {
        router.openStartScreen()
    }
}
