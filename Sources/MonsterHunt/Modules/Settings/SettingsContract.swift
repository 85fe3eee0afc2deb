import Viper
import ViperLocation

@MainActor protocol SettingsViewOutput: ViewLifecycle {
    func didToggleLocation()
    func didTapDone()
}

@MainActor protocol SettingsInteractorInput: AnyObject {
    var permission: LocationPermission { get }
    func setLocationAllowed(_ allowed: Bool)
    func watchPermission()
}

@MainActor protocol SettingsInteractorOutput: AnyObject {
    func permissionDidChange(_ permission: LocationPermission)
}

@MainActor protocol SettingsRouterInput: AnyObject {
    /// `ViperRouter` answers it: it takes this module off screen, wherever it is.
    func close()
}

struct SettingsViewModel: ViewModel {
    var title = ""
    var appName = ""
    var locationTitle = ""
    var isLocationOn = false
    var isLocationChangeable = true
    var note = ""
    var doneTitle = ""
}
