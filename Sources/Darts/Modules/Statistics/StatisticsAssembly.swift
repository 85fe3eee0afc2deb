import Viper

@MainActor enum StatisticsAssembly {
    static func build(_ context: ModuleContext<DartsDestination>) -> any ModuleView {
        let interactor = StatisticsInteractor(archive: context.services.archive)
        let router = StatisticsRouter()
        let presenter = StatisticsPresenter(interactor: interactor, router: router, localization: context.localization)
        return Module(context, presenter: presenter, view: StatisticsView.init(output:))
            .interactor(interactor)
            .router(router)
            .view
    }
}
