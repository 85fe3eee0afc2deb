import Viper

@MainActor
protocol CatchViewInput: AnyObject {
    func show(_ viewModel: CatchViewModel)
}

@MainActor
protocol CatchViewOutput: AnyObject {
    func viewDidLoad()
    func viewWillDisappear()
    func didTapTry()
}

@MainActor
protocol CatchInteractorInput: AnyObject {
    var monster: Monster { get }
    /// Drawn once, when the screen opens.
    var level: Int { get }
    func tryToCatch() -> CatchOutcome
}

@MainActor
protocol CatchRouterInput: AnyObject {
    func showOutcome(title: String, button: String, then: CatchRouterAfterAlert)
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
    /// Caught, but the team could not be saved.
    case notSaved(String)
}

/// What the catch screen tells the map when it closes.
@MainActor
protocol CatchModuleOutput: AnyObject {
    func catchDidEnd(_ monster: Monster, caught: Bool, fled: Bool)
}

struct CatchViewModel: Equatable {
    var title = ""
    var picture = ImageBox(state: .none, columns: 1, rows: 1)
    var level = ""
    var tryTitle = ""
}
