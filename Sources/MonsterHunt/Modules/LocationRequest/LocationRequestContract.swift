import Viper

@MainActor
protocol LocationRequestViewInput: AnyObject {
    func show(_ viewModel: LocationRequestViewModel)
}

@MainActor
protocol LocationRequestViewOutput: AnyObject {
    func viewDidLoad()
    func didTapAllow()
}

@MainActor
protocol LocationRequestInteractorInput: AnyObject {
    func answerPrompt(allowed: Bool)
}

@MainActor
protocol LocationRequestRouterInput: AnyObject {
    /// Shows the system's permission prompt; `answer` gets the user's choice.
    func askForLocation(answer: @escaping @MainActor (Bool) -> Void)
    func openMap()
    func openNoPermission()
}

struct LocationRequestViewModel: Equatable {
    var title = ""
    var message = ""
    var allowTitle = ""
}
