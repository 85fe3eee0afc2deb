import Viper

@MainActor
protocol SettingsViewInput: AnyObject {
    func show(_ viewModel: SettingsViewModel)
}

@MainActor
protocol SettingsViewOutput: AnyObject {
    func viewDidLoad()
    func didToggleLocation()
    func didTapDone()
}

@MainActor
protocol SettingsInteractorInput: AnyObject {
    var permission: LocationPermission { get }
    func setLocationAllowed(_ allowed: Bool)
    func watchPermission()
}

@MainActor
protocol SettingsInteractorOutput: AnyObject {
    func permissionDidChange(_ permission: LocationPermission)
}

@MainActor
protocol SettingsRouterInput: AnyObject {
    func close()
}

struct SettingsViewModel: Equatable {
    var title = ""
    var appName = ""
    var locationTitle = ""
    var isLocationOn = false
    var isLocationChangeable = true
    var note = ""
    var doneTitle = ""
}
