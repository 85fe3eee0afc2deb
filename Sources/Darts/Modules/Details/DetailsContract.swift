import Viper

/// The sheet is closed with back; it opens nothing, so the module has no router.
@MainActor protocol DetailsViewOutput: ViewLifecycle {}

@MainActor protocol DetailsInteractorInput: AnyObject {
    var game: GameRecord { get }
}

struct DetailsViewModel: ViewModel {
    var title = ""
    var settings = ""
    var totals = ""
    var attempts: [Table.Row] = []
}
