import Viper

@MainActor enum CreateEventAssembly {
    static func build(position: Coordinate, dependencies: EventMapDependencies, navigator: Navigator) -> any ModuleView {
        let interactor = CreateEventInteractor(position: position, api: dependencies.api, account: dependencies.account, drafts: dependencies.drafts, idle: dependencies.idle)
        let router = CreateEventRouter(dependencies: dependencies)
        let presenter = CreateEventPresenter(interactor: interactor, router: router, localization: dependencies.localization)
        return Module(presenter: presenter, view: CreateEventView.init(output:))
            .interactor(interactor, reportsTo: { $0 }).router(router, on: navigator).view
    }
}
