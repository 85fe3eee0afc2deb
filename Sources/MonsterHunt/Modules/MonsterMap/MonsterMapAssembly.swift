import Viper

@MainActor
enum MonsterMapAssembly {
    static func build(dependencies: MonsterHuntDependencies, navigator: Navigator) -> any ModuleView {
        let interactor = MonsterMapInteractor(device: dependencies.device, world: dependencies.world)
        let router = MonsterMapRouter(navigator: navigator, dependencies: dependencies)
        let presenter = MonsterMapPresenter(interactor: interactor, router: router, localization: dependencies.localization)
        let view = MonsterMapView(output: presenter)
        presenter.view = view
        interactor.output = presenter
        return view
    }
}
