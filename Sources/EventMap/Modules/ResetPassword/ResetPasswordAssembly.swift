import Viper

@MainActor enum ResetPasswordAssembly {
    static func build(_ context: ModuleContext<EventMapDestination>, email: String, output: (any ResetPasswordModuleOutput)?) -> any ModuleView {
        let interactor = ResetPasswordInteractor(api: context.services.api, tasks: context.tasks)
        let router = ResetPasswordRouter()
        let presenter = ResetPasswordPresenter(email: email, interactor: interactor, router: router, output: output, localization: context.localization)
        return Module(context, presenter: presenter, view: ResetPasswordView.init(output:))
            .interactor(interactor, reportsTo: { $0 }).router(router).view
    }
}
