import Viper

@MainActor protocol CatchViewOutput: ViewLifecycle {
    func didTapTry()
}

@MainActor protocol CatchInteractorInput: AnyObject {
    var monster: Monster { get }
    /// Drawn once, when the screen opens.
    var level: Int { get }
    /// Once the monster is caught, a try only saves it again: it can no longer run away.
    func tryToCatch() -> CatchOutcome
}

@MainActor protocol CatchRouterInput: AnyObject {
    func showOutcome(title: String, button: String, then: CatchRouterAfterAlert)
    /// Says why the caught monster could not be saved; `retry` runs when the user asks to save again.
    func showNotSaved(title: String, reason: String, retryTitle: String, backTitle: String, retry: @escaping @MainActor () -> Void)
}

enum CatchRouterAfterAlert {
    case stay
    case backToMap
}

/// What one try gives.
enum CatchOutcome: Hashable {
    case caught
    case fled
    case missed
    /// Caught, but the team could not be saved, for this reason.
    case notSaved(String)
}

struct CatchViewModel: ViewModel {
    var title = ""
    var picture = ImageBox(state: .none, columns: 1, rows: 1)
    var level = ""
    var tryTitle = ""
}
