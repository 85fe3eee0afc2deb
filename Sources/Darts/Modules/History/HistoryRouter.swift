import Viper

@MainActor final class HistoryRouter: ViperRouter, HistoryRouterInput {
    private let localization: Localization

    init(localization: Localization) {
        self.localization = localization
    }

    func showDetails(of game: GameRecord) {
        navigator?.showSheet(DetailsAssembly.build(game: game, localization: localization))
    }
}
