import Viper

@MainActor enum EventsMapAssembly {
    static func build(_ context: ModuleContext<EventMapDestination>) -> any ModuleView {
        let interactor = EventsMapInteractor(api: context.services.api, clock: context.clock, tasks: context.tasks)
        let router = EventsMapRouter()
        let presenter = EventsMapPresenter(
            interactor: interactor, router: router, localization: context.localization,
            when: EventWhen(language: context.localization.language, readerZone: context.timeZone))
        return Module(context, presenter: presenter, view: EventsMapView.init(output:))
            .interactor(interactor, reportsTo: { $0 }).router(router).view
    }
}
