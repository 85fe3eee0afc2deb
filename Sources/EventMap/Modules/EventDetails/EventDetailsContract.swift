import Viper

/// Details are for reading; back is the navigator's, so the module has no router.
@MainActor protocol EventDetailsViewOutput: ViewLifecycle {}

@MainActor protocol EventDetailsInteractorInput: AnyObject {
    var event: Event { get }
}

struct EventDetailsViewModel: ViewModel {
    var title = ""
    var eventTitle = ""
    var address = ""
    var type = ""
    var age = ""
    var description = ""
    var hasDescription = false
}
