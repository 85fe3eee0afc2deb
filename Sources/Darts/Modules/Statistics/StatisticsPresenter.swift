import Viper

@MainActor final class StatisticsPresenter: ViperPresenter<StatisticsViewModel>, StatisticsViewOutput {
    private let interactor: any StatisticsInteractorInput
    private let router: any StatisticsRouterInput
    private let localization: Localization

    init(interactor: any StatisticsInteractorInput, router: any StatisticsRouterInput, localization: Localization) {
        self.interactor = interactor
        self.router = router
        self.localization = localization
    }

    override func viewWillAppear() {
        let games = interactor.games
        view?.show(StatisticsViewModel(
            title: localization(DartsStrings.statisticsTab),
            header: localization(DartsStrings.statisticsHeader),
            emptyText: localization(DartsStrings.noGames),
            rows: games.enumerated().map { rank, game in
                Table.Row(
                    id: String(game.id),
                    cells: [String(game.score), "\(game.correct) / \(game.attemptCount)", String(Int(game.totalSeconds.rounded()))],
                    accessory: .disclosure,
                    color: ScoreColors.color(forRank: rank, of: games.count)
                )
            }
        ))
    }

    func didSelectGame(id: Int) {
        guard let game = interactor.game(id: id) else { return }
        router.openHistory(of: game)
    }
}
