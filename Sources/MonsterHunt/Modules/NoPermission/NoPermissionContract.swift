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
    /// Starts following the permission; the output hears when it calls for another screen.
    func watchPermission()
}

@MainActor
protocol NoPermissionInteractorOutput: AnyObject {
    func permissionCallsForAnotherScreen()
}

@MainActor
protocol NoPermissionRouterInput: AnyObject {
    func openSettings()
    /// The start screen the permission calls for now.
    func openStartScreen()
}

struct NoPermissionViewModel: Equatable {
    var title = ""
    var message = ""
    var settingsTitle = ""
}
