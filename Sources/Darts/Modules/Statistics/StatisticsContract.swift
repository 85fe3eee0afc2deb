import Viper

@MainActor
protocol StatisticsViewInput: AnyObject {
    func show(_ viewModel: StatisticsViewModel)
}

@MainActor
protocol StatisticsViewOutput: AnyObject {
    func viewWillAppear()
    func didSelectGame(id: Int)
}

@MainActor
protocol StatisticsInteractorInput: AnyObject {
    /// Past games, best first.
    var games: [GameRecord] { get }
}

@MainActor
protocol StatisticsRouterInput: AnyObject {
    func openHistory(of game: GameRecord)
}

struct StatisticsViewModel: Equatable {
    var title = ""
    var header = ""
    var emptyText = ""
    var rows: [Table.Row] = []
}
