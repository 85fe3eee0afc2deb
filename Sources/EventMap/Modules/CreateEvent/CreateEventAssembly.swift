import Viper

@MainActor
enum CreateEventAssembly {
    static func build(position: Coordinate, dependencies: EventMapDependencies, navigator: Navigator) -> any ModuleView {
        let interactor = CreateEventInteractor(position: position, api: dependencies.api, account: dependencies.account, idle: dependencies.idle)
        let router = CreateEventRouter(navigator: navigator, dependencies: dependencies)
        let presenter = CreateEventPresenter(interactor: interactor, router: router, localization: dependencies.localization)
        let view = CreateEventView(output: presenter)
        presenter.view = view
        interactor.output = presenter
        return view
    }
}
