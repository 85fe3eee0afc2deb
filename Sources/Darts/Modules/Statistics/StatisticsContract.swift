import Viper

@MainActor protocol StatisticsViewOutput: ViewLifecycle {
    func didSelectGame(id: Int)
    /// The user scrolled the games.
    func didScroll(_ motion: ScrollMotion)
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
    /// How many games the table shows at once.
    static let visibleRows = 10

    var title = ""
    var header = ""
    var emptyText = ""
    var rows: [Table.Row] = []
    /// The position of the first game on screen, where the user scrolled to.
    var firstRow = 0
}
