import Viper

@MainActor enum ProfileAssembly {
    static func build(_ context: ModuleContext<EventMapDestination>) -> any ModuleView {
        let interactor = ProfileInteractor(api: context.services.api, account: context.services.account, tasks: context.tasks)
        let router = ProfileRouter()
        let presenter = ProfilePresenter(
            interactor: interactor, router: router, localization: context.localization,
            when: EventWhen(language: context.localization.language, readerZone: context.timeZone))
        return Module(context, presenter: presenter, view: ProfileView.init(output:))
            .interactor(interactor, reportsTo: { $0 }).router(router).view
    }
}
