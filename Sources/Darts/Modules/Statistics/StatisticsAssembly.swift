import Viper

@MainActor enum StatisticsAssembly {
    static func build(dependencies: DartsDependencies, navigator: Navigator) -> any ModuleView {
        let interactor = StatisticsInteractor(archive: dependencies.archive)
        let router = StatisticsRouter(dependencies: dependencies)
        let presenter = StatisticsPresenter(interactor: interactor, router: router, localization: dependencies.localization)
        return Module(presenter: presenter, view: StatisticsView.init(output:))
            .interactor(interactor)
            .router(router, on: navigator)
            .view
    }
}
