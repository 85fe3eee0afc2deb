import Viper

@MainActor final class HistoryRouter: ViperRouter<DartsDestination>, HistoryRouterInput {
    func showDetails(of game: GameRecord) {
        open(.details(game))
    }
}
