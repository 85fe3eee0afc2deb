import Viper

@MainActor enum HistoryAssembly {
    static func build(game: GameRecord, dependencies: DartsDependencies, navigator: Navigator) -> any ModuleView {
        let interactor = HistoryInteractor(game: game)
        let router = HistoryRouter(localization: dependencies.localization)
        let presenter = HistoryPresenter(interactor: interactor, router: router, localization: dependencies.localization)
        return Module(presenter: presenter, view: HistoryView.init(output:))
            .interactor(interactor)
            .router(router, on: navigator)
            .view
    }
}
