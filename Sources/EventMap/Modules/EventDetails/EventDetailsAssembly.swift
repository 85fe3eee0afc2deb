import Viper

@MainActor enum EventDetailsAssembly {
    static func build(event: Event, dependencies: EventMapDependencies) -> any ModuleView {
        let interactor = EventDetailsInteractor(event: event)
        let presenter = EventDetailsPresenter(interactor: interactor, localization: dependencies.localization)
        return Module(presenter: presenter, view: EventDetailsView.init(output:)).interactor(interactor).view
    }
}
