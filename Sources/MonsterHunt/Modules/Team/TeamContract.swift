import Viper

@MainActor
protocol TeamViewInput: AnyObject {
    func show(_ viewModel: TeamViewModel)
}

@MainActor
protocol TeamViewOutput: AnyObject {
    func viewWillAppear()
}

@MainActor
protocol TeamInteractorInput: AnyObject {
    var members: [CaughtMonster] { get }
}

/// The team opens nothing further; back is the navigator's.
@MainActor
protocol TeamRouterInput: AnyObject {}

struct TeamViewModel: Equatable {
    var title = ""
    var emptyText = ""
    var rows: [Table.Row] = []
}
