import Viper

@MainActor
protocol SeaViewInput: AnyObject {
    func show(_ viewModel: SeaViewModel)
}

@MainActor
protocol SeaViewOutput: AnyObject {
    func viewDidLoad()
    func didTapSea()
    func didTapRestart()
}

@MainActor
protocol SeaInteractorInput: AnyObject {
    /// Builds the initial sea and reports it.
    func start()
    /// Runs one tick and reports the result.
    func advance()
}

@MainActor
protocol SeaInteractorOutput: AnyObject {
    func didUpdate(_ snapshot: SeaSnapshot)
}

/// The sea is the app's only screen: it opens nothing and is never dismissed.
@MainActor
protocol SeaRouterInput: AnyObject {}

/// What the module is opened with.
public struct SeaModuleInput: Equatable, Sendable {
    public let rows: Int
    public let columns: Int

    public init(rows: Int = SeaRules.defaultRows, columns: Int = SeaRules.defaultColumns) {
        self.rows = rows
        self.columns = columns
    }
}
