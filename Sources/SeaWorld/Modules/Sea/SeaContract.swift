import Viper

/// The sea is the app's only screen: it opens nothing and is never dismissed, so the module has no router.
@MainActor protocol SeaViewOutput: ViewLifecycle {
    func didTapSea()
    func didTapRestart()
    /// The view now shows `window` of the sea.
    func didMoveWindow(to window: SeaWindow)
    /// The sea's region now has `room`: the presenter shows as much of the sea as fits.
    func didChangeRoom(_ room: Room)
}

@MainActor protocol SeaInteractorInput: AnyObject {
    /// Builds the initial sea and reports it.
    func start()
    /// Runs one tick and reports the result.
    func advance()
    /// From now on reports only the organisms in `window`, starting with a report at once.
    func show(_ window: SeaWindow)
}

@MainActor protocol SeaInteractorOutput: AnyObject {
    func didUpdate(_ snapshot: SeaSnapshot)
}

/// What the view draws: text already localized, glyphs already chosen.
struct SeaViewModel: ViewModel {
    var title = ""
    var status = ""
    /// The sea's size and which part of it is drawn; empty while the whole sea is drawn.
    var position = ""
    var seaTitle = ""
    var restartTitle = ""
    /// What the screen takes, for an event it does not.
    var hint = ""
    var snapshot = SeaSnapshot()
}

/// What the module is opened with.
public struct SeaModuleInput: Equatable, Sendable {
    public let rows: Int
    public let columns: Int

    public init(rows: Int = SeaRules.defaultRows, columns: Int = SeaRules.defaultColumns) {
        self.rows = rows
        self.columns = columns
    }
}
