import Viper

@MainActor enum ResetPasswordAssembly {
    static func build(email: String, output: any ResetPasswordModuleOutput, dependencies: EventMapDependencies, navigator: Navigator) -> any ModuleView {
        let interactor = ResetPasswordInteractor(api: dependencies.api, idle: dependencies.idle)
        let router = ResetPasswordRouter()
        let presenter = ResetPasswordPresenter(email: email, interactor: interactor, router: router, output: output, localization: dependencies.localization)
        return Module(presenter: presenter, view: ResetPasswordView.init(output:))
            .interactor(interactor, reportsTo: { $0 }).router(router, on: navigator).view
    }
}
