import Viper

@MainActor
protocol NoPermissionViewInput: AnyObject {
    func show(_ viewModel: NoPermissionViewModel)
}

@MainActor
protocol NoPermissionViewOutput: AnyObject {
    func viewDidLoad()
    func didTapOpenSettings()
}

@MainActor
protocol NoPermissionInteractorInput: AnyObject {
    /// Starts watching the permission; the output hears when it is granted.
    func watchPermission()
}

@MainActor
protocol NoPermissionInteractorOutput: AnyObject {
    func permissionWasGranted()
}

@MainActor
protocol NoPermissionRouterInput: AnyObject {
    func openSettings()
    func openMap()
}

struct NoPermissionViewModel: Equatable {
    var title = ""
    var message = ""
    var settingsTitle = ""
}
