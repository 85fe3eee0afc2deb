import Viper

@MainActor
enum LocationRequestAssembly {
    static func build(dependencies: MonsterHuntDependencies, navigator: Navigator) -> any ModuleView {
        let interactor = LocationRequestInteractor(device: dependencies.device)
        let router = LocationRequestRouter(navigator: navigator, dependencies: dependencies)
        let presenter = LocationRequestPresenter(interactor: interactor, router: router, localization: dependencies.localization)
        let view = LocationRequestView(output: presenter)
        presenter.view = view
        interactor.output = presenter
        return view
    }
}
