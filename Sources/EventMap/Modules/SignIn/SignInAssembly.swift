import Viper

@MainActor enum SignInAssembly {
    static func build(_ context: ModuleContext<EventMapDestination>, notice: String?, afterwards: AfterSignIn) -> any ModuleView {
        let interactor = SignInInteractor(api: context.services.api, account: context.services.account, tasks: context.tasks)
        let router = SignInRouter()
        let presenter = SignInPresenter(interactor: interactor, router: router, localization: context.localization, notice: notice, afterwards: afterwards)
        return Module(context, presenter: presenter, view: SignInView.init(output:))
            .interactor(interactor, reportsTo: { $0 }).router(router).view
    }
}
