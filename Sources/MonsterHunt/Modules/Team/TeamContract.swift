import Viper

/// The team opens nothing further (back is the navigator's), so the module has no router.
@MainActor protocol TeamViewOutput: ViewLifecycle {
    /// The user scrolled the team.
    func didScroll(_ motion: ScrollMotion)
}

@MainActor protocol TeamInteractorInput: AnyObject {
    var members: [CaughtMonster] { get }
}

struct TeamViewModel: ViewModel {
    /// How many members the table shows at once.
    static let visibleMembers = 5

    var title = ""
    var emptyText = ""
    var rows: [Table.Row] = []
    /// The position of the first member on screen, where the user scrolled to.
    var firstRow = 0
}
