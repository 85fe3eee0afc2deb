import Viper

@MainActor enum SplashAssembly {
    static func build(_ context: ModuleContext<EventMapDestination>) -> any ModuleView {
        let interactor = SplashInteractor(api: context.services.api, account: context.services.account, tasks: context.tasks)
        let router = SplashRouter()
        let presenter = SplashPresenter(interactor: interactor, router: router, localization: context.localization)
        return Module(context, presenter: presenter, view: SplashView.init(output:))
            .interactor(interactor, reportsTo: { $0 }).router(router).view
    }
}
