import EventMapAPI
import Viper

@MainActor enum EventDetailsAssembly {
    static func build(_ context: ModuleContext<EventMapDestination>, event: Event) -> any ModuleView {
        let services = context.services
        let interactor = EventDetailsInteractor(event: event, api: services.api, account: services.account, files: services.files, tasks: context.tasks)
        let router = EventDetailsRouter()
        let presenter = EventDetailsPresenter(
            interactor: interactor, router: router, localization: context.localization,
            when: EventWhen(language: context.localization.language, readerZone: context.timeZone))
        return Module(context, presenter: presenter, view: EventDetailsView.init(output:))
            .interactor(interactor, reportsTo: { $0 }).router(router).view
    }
}
