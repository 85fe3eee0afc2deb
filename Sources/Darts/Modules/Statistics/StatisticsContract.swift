import Viper

@MainActor protocol StatisticsViewOutput: ViewLifecycle {
    func didSelectGame(id: Int)
}

@MainActor protocol StatisticsInteractorInput: AnyObject {
    /// Past games, best first.
    var games: [GameSummary] { get }
    func game(id: Int) -> GameRecord?
}

@MainActor protocol StatisticsRouterInput: AnyObject {
    func openHistory(of game: GameRecord)
}

struct StatisticsViewModel: ViewModel {
    var title = ""
    var header = ""
    var emptyText = ""
    var rows: [Table.Row] = []
}
