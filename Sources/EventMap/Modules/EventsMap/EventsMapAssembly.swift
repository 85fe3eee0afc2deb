import Viper

@MainActor
enum EventsMapAssembly {
    static func build(dependencies: EventMapDependencies, navigator: Navigator) -> any ModuleView {
        let interactor = EventsMapInteractor(api: dependencies.api, clock: dependencies.clock, idle: dependencies.idle)
        let router = EventsMapRouter(navigator: navigator, dependencies: dependencies)
        let presenter = EventsMapPresenter(interactor: interactor, router: router, localization: dependencies.localization)
        let view = EventsMapView(output: presenter)
        presenter.view = view
        interactor.output = presenter
        return view
    }
}
