import Viper

@MainActor protocol LocationRequestViewOutput: ViewLifecycle {
    func didTapAllow()
}

@MainActor protocol LocationRequestInteractorInput: AnyObject {
    /// Starts following the permission; the output hears when it calls for another screen.
    func watchPermission()
    func answerPrompt(allowed: Bool)
}

@MainActor protocol LocationRequestInteractorOutput: AnyObject {
    func permissionCallsForAnotherScreen()
}

@MainActor protocol LocationRequestRouterInput: AnyObject {
    /// Shows the system's permission prompt; `answer` gets the user's choice.
    func askForLocation(answer: @escaping @MainActor (Bool) -> Void)
    /// The start screen the permission calls for now.
    func openStartScreen()
}

struct LocationRequestViewModel: ViewModel {
    var title = ""
    var message = ""
    var allowTitle = ""
}
