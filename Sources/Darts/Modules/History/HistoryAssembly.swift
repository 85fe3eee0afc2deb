import Viper

@MainActor enum HistoryAssembly {
    static func build(_ context: ModuleContext<DartsDestination>, game: GameRecord) -> any ModuleView {
        let interactor = HistoryInteractor(game: game)
        let router = HistoryRouter()
        let presenter = HistoryPresenter(interactor: interactor, router: router, localization: context.localization)
        return Module(context, presenter: presenter, view: HistoryView.init(output:))
            .interactor(interactor)
            .router(router)
            .view
    }
}
