import Viper

@MainActor enum EventDetailsAssembly {
    static func build(_ context: ModuleContext<EventMapDestination>, event: Event) -> any ModuleView {
        let interactor = EventDetailsInteractor(event: event)
        let presenter = EventDetailsPresenter(interactor: interactor, localization: context.localization)
        return Module(context, presenter: presenter, view: EventDetailsView.init(output:)).interactor(interactor).view
    }
}
