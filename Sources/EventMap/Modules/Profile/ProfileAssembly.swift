import Viper

@MainActor enum ProfileAssembly {
    static func build(dependencies: EventMapDependencies, navigator: Navigator) -> any ModuleView {
        let interactor = ProfileInteractor(api: dependencies.api, account: dependencies.account, idle: dependencies.idle)
        let router = ProfileRouter(dependencies: dependencies)
        let presenter = ProfilePresenter(interactor: interactor, router: router, localization: dependencies.localization)
        return Module(presenter: presenter, view: ProfileView.init(output:))
            .interactor(interactor, reportsTo: { $0 }).router(router, on: navigator).view
    }
}
