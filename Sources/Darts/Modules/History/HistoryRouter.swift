import Viper

@MainActor
final class HistoryRouter: HistoryRouterInput {
    weak var navigator: Navigator?
    private let localization: Localization

    init(navigator: Navigator, localization: Localization) {
        self.navigator = navigator
        self.localization = localization
    }

    func showDetails(of game: GameRecord) {
        navigator?.showSheet(DetailsAssembly.build(game: game, localization: localization))
    }
}

@MainActor
enum HistoryAssembly {
    static func build(game: GameRecord, dependencies: DartsDependencies, navigator: Navigator) -> any ModuleView {
        let interactor = HistoryInteractor(game: game)
        let router = HistoryRouter(navigator: navigator, localization: dependencies.localization)
        let presenter = HistoryPresenter(interactor: interactor, router: router, localization: dependencies.localization)
        let view = HistoryView(output: presenter)
        presenter.view = view
        return view
    }
}
