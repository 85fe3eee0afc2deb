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

    /// Best first, each row coloured by its rank, green to red, and numbered by the game's id:
    /// the history gives ids in the order games are played. The header's titles stand over their
    /// columns, past the `[n] ` the REPL writes before each row.
    override func viewWillAppear() {
        let games = interactor.games
        let titles = DartsStrings.statisticsColumns.map { localization($0) }
        let lines = Columns.pad(
            [titles]
                + games.map { game in
                    [
                        String(game.id), String(game.score), "\(game.correct)/\(game.attemptCount)",
                        localization(DartsStrings.wholeSeconds(game.totalSeconds)),
                    ]
                }, [.trailing, .trailing, .trailing, .trailing])
        view?.show(
            StatisticsViewModel(
                title: localization(DartsStrings.statisticsTab),
                header: Self.targetNumberRoom + lines[0].joined(separator: "  "),
                emptyText: localization(DartsStrings.noGames),
                rows: zip(games, lines.dropFirst()).enumerated().map { rank, row in
                    Table.Row(
                        id: String(row.0.id), cells: row.1, label: localization(DartsStrings.historyTitle(row.0.id)), accessory: .disclosure,
                        color: ScoreColors.color(forRank: rank, of: games.count))
                }
            ))
    }

    /// As wide as the `[1] ` before a row: no-break spaces, which a line's wrapping keeps.
    static let targetNumberRoom = String(repeating: "\u{00A0}", count: 4)

    func didSelectGame(id: Int) {
        guard let game = interactor.game(id: id) else { return }
        router.openHistory(of: game)
    }
}
