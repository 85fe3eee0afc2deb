import Viper

@MainActor protocol NoPermissionViewOutput: ViewLifecycle {
    func didTapOpenSettings()
}

@MainActor protocol NoPermissionInteractorInput: AnyObject {
    /// Starts following the permission; the output hears when it calls for another screen.
    func watchPermission()
}

@MainActor protocol NoPermissionInteractorOutput: AnyObject {
    func permissionCallsForAnotherScreen()
}

@MainActor protocol NoPermissionRouterInput: AnyObject {
    func openSettings()
    /// The start screen the permission calls for now.
    func openStartScreen()
}

struct NoPermissionViewModel: ViewModel {
    var title = ""
    var message = ""
    var settingsTitle = ""
}
