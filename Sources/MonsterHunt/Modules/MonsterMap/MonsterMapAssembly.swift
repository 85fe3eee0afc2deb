import Viper

@MainActor enum MonsterMapAssembly {
    static func build(dependencies: MonsterHuntDependencies, navigator: Navigator) -> any ModuleView {
        let interactor = MonsterMapInteractor(device: dependencies.device, world: dependencies.world)
        let router = MonsterMapRouter(dependencies: dependencies)
        let presenter = MonsterMapPresenter(interactor: interactor, router: router, localization: dependencies.localization)
        return Module(presenter: presenter, view: MonsterMapView.init(output:))
            .interactor(interactor, reportsTo: { $0 })
            .router(router, on: navigator)
            .view
    }
}
