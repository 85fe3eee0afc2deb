import Viper

@MainActor
final class StatisticsRouter: StatisticsRouterInput {
    weak var navigator: Navigator?
    private let dependencies: DartsDependencies

    init(navigator: Navigator, dependencies: DartsDependencies) {
        self.navigator = navigator
        self.dependencies = dependencies
    }

    func openHistory(of game: GameRecord) {
        guard let navigator else { return }
        navigator.push(HistoryAssembly.build(game: game, dependencies: dependencies, navigator: navigator))
    }
}

@MainActor
enum StatisticsAssembly {
    static func build(dependencies: DartsDependencies, navigator: Navigator) -> any ModuleView {
        let interactor = StatisticsInteractor(archive: dependencies.archive)
        let router = StatisticsRouter(navigator: navigator, dependencies: dependencies)
        let presenter = StatisticsPresenter(interactor: interactor, router: router, localization: dependencies.localization)
        let view = StatisticsView(output: presenter)
        presenter.view = view
        return view
    }
}
