import Viper

@MainActor enum SignInAssembly {
    static func build(dependencies: EventMapDependencies, navigator: Navigator, notice: String? = nil) -> any ModuleView {
        let interactor = SignInInteractor(api: dependencies.api, account: dependencies.account, idle: dependencies.idle)
        let router = SignInRouter(dependencies: dependencies)
        let presenter = SignInPresenter(interactor: interactor, router: router, localization: dependencies.localization, notice: notice)
        return Module(presenter: presenter, view: SignInView.init(output:))
            .interactor(interactor, reportsTo: { $0 }).router(router, on: navigator).view
    }
}
