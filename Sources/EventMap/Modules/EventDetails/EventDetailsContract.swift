import Viper

@MainActor
protocol EventDetailsViewInput: AnyObject {
    func show(_ viewModel: EventDetailsViewModel)
}

@MainActor
protocol EventDetailsViewOutput: AnyObject {
    func viewDidLoad()
}

@MainActor
protocol EventDetailsInteractorInput: AnyObject {
    var event: Event { get }
}

/// Details are for reading; back is the navigator's.
@MainActor
protocol EventDetailsRouterInput: AnyObject {}

struct EventDetailsViewModel: Equatable {
    var title = ""
    var eventTitle = ""
    var address = ""
    var type = ""
    var age = ""
    var description = ""
    var hasDescription = false
}
