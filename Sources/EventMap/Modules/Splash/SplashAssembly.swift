import Viper

@MainActor enum SplashAssembly {
    static func build(dependencies: EventMapDependencies, navigator: Navigator) -> any ModuleView {
        let interactor = SplashInteractor(api: dependencies.api, account: dependencies.account, idle: dependencies.idle)
        let router = SplashRouter(dependencies: dependencies)
        let presenter = SplashPresenter(interactor: interactor, router: router, localization: dependencies.localization)
        return Module(presenter: presenter, view: SplashView.init(output:))
            .interactor(interactor, reportsTo: { $0 }).router(router, on: navigator).view
    }
}
