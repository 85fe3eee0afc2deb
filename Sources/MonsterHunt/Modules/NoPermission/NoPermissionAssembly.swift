import Viper

@MainActor enum NoPermissionAssembly {
    static func build(dependencies: MonsterHuntDependencies, navigator: Navigator) -> any ModuleView {
        let interactor = NoPermissionInteractor(device: dependencies.device)
        let router = NoPermissionRouter(dependencies: dependencies)
        let presenter = NoPermissionPresenter(interactor: interactor, router: router, localization: dependencies.localization)
        return Module(presenter: presenter, view: NoPermissionView.init(output:))
            .interactor(interactor, reportsTo: { $0 })
            .router(router, on: navigator)
            .view
    }
}
