import Viper

@MainActor enum RegistrationAssembly {
    static func build(dependencies: EventMapDependencies, navigator: Navigator) -> any ModuleView {
        let interactor = RegistrationInteractor(api: dependencies.api, account: dependencies.account, idle: dependencies.idle)
        let router = RegistrationRouter(dependencies: dependencies)
        let presenter = RegistrationPresenter(interactor: interactor, router: router, localization: dependencies.localization)
        return Module(presenter: presenter, view: RegistrationView.init(output:))
            .interactor(interactor, reportsTo: { $0 }).router(router, on: navigator).view
    }
}
