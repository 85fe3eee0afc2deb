import Viper

/// The sheet is closed with back; it opens nothing, so the module has no router.
@MainActor protocol DetailsViewOutput: ViewLifecycle {
    /// The user scrolled the attempts.
    func didScroll(_ motion: ScrollMotion)
}

@MainActor protocol DetailsInteractorInput: AnyObject {
    var game: GameRecord { get }
}

struct DetailsViewModel: ViewModel {
    /// How many attempts the table shows at once.
    static let visibleRows = 20

    var title = ""
    var settings = ""
    var totals = ""
    var attempts: [Table.Row] = []
    /// The position of the first attempt on screen, where the user scrolled to.
    var firstRow = 0
}
