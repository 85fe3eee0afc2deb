import Viper
import ViperLocation

@MainActor enum CreateEventAssembly {
    static func build(_ context: ModuleContext<EventMapDestination>, purpose: EventFormPurpose, output: (any CreateEventModuleOutput)? = nil) -> any ModuleView
    {
        let services = context.services
        let interactor = CreateEventInteractor(
            purpose: purpose, api: services.api, account: services.account, drafts: services.drafts, tasks: context.tasks, now: context.clock.date,
            timeZone: context.timeZone)
        let router = CreateEventRouter()
        let presenter = CreateEventPresenter(interactor: interactor, router: router, output: output, localization: context.localization)
        return Module(context, presenter: presenter, view: CreateEventView.init(output:))
            .interactor(interactor, reportsTo: { $0 }).router(router).view
    }
}
