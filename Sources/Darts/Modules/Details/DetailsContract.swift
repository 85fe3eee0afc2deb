import Viper

@MainActor
protocol DetailsViewInput: AnyObject {
    func show(_ viewModel: DetailsViewModel)
}

@MainActor
protocol DetailsViewOutput: AnyObject {
    func viewDidLoad()
}

@MainActor
protocol DetailsInteractorInput: AnyObject {
    var game: GameRecord { get }
}

/// The sheet is closed with back; it opens nothing.
@MainActor
protocol DetailsRouterInput: AnyObject {}

struct DetailsViewModel: Equatable {
    var title = ""
    var settings = ""
    var totals = ""
    var attempts: [Table.Row] = []
}
