import Viper

@MainActor enum LocationRequestAssembly {
    static func build(dependencies: MonsterHuntDependencies, navigator: Navigator) -> any ModuleView {
        let interactor = LocationRequestInteractor(device: dependencies.device)
        let router = LocationRequestRouter(dependencies: dependencies)
        let presenter = LocationRequestPresenter(interactor: interactor, router: router, localization: dependencies.localization)
        return Module(presenter: presenter, view: LocationRequestView.init(output:))
            .interactor(interactor, reportsTo: { $0 })
            .router(router, on: navigator)
            .view
    }
}
