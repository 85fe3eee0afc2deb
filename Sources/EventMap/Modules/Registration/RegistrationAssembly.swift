import Viper

@MainActor enum RegistrationAssembly {
    static func build(_ context: ModuleContext<EventMapDestination>, output: (any RegistrationModuleOutput)?) -> any ModuleView {
        let interactor = RegistrationInteractor(api: context.services.api, account: context.services.account, tasks: context.tasks)
        let router = RegistrationRouter()
        let presenter = RegistrationPresenter(interactor: interactor, router: router, output: output, localization: context.localization)
        return Module(context, presenter: presenter, view: RegistrationView.init(output:))
            .interactor(interactor, reportsTo: { $0 }).router(router).view
    }
}
