import Viper

@MainActor enum EventsMapAssembly {
    static func build(dependencies: EventMapDependencies, navigator: Navigator) -> any ModuleView {
        let interactor = EventsMapInteractor(api: dependencies.api, clock: dependencies.clock, idle: dependencies.idle)
        let router = EventsMapRouter(dependencies: dependencies)
        let presenter = EventsMapPresenter(interactor: interactor, router: router, localization: dependencies.localization)
        return Module(presenter: presenter, view: EventsMapView.init(output:))
            .interactor(interactor, reportsTo: { $0 }).router(router, on: navigator).view
    }
}
