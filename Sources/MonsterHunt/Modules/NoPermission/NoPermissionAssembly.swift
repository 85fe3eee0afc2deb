import Viper

@MainActor
enum NoPermissionAssembly {
    static func build(dependencies: MonsterHuntDependencies, navigator: Navigator) -> any ModuleView {
        let interactor = NoPermissionInteractor(device: dependencies.device)
        let router = NoPermissionRouter(navigator: navigator, dependencies: dependencies)
        let presenter = NoPermissionPresenter(interactor: interactor, router: router, localization: dependencies.localization)
        let view = NoPermissionView(output: presenter)
        presenter.view = view
        interactor.output = presenter
        return view
    }
}
