import Viper
import ViperLocation

@MainActor final class SettingsPresenter: ViperPresenter<SettingsViewModel>, SettingsViewOutput, SettingsInteractorOutput {
    private let interactor: any SettingsInteractorInput
    private let router: any SettingsRouterInput
    private let localization: Localization

    init(interactor: any SettingsInteractorInput, router: any SettingsRouterInput, localization: Localization) {
        self.interactor = interactor
        self.router = router
        self.localization = localization
    }

    override func viewDidLoad() {
        interactor.watchPermission()
        permissionDidChange(interactor.permission)
    }

    func didToggleLocation() {
        interactor.setLocationAllowed(interactor.permission != .authorized)
    }

    func didTapDone() {
        router.close()
    }

    func permissionDidChange(_ permission: LocationPermission) {
        let strings = HuntStrings.self
        view?.show(
            SettingsViewModel(
                title: localization(strings.settingsTitle),
                appName: localization(strings.appTitle),
                locationTitle: localization(strings.locationAccess),
                isLocationOn: permission == .authorized,
                isLocationChangeable: permission != .restricted,
                note: localization(permission == .restricted ? strings.restrictedNote : strings.settingsNote),
                doneTitle: localization(strings.done)
            ))
    }
}
