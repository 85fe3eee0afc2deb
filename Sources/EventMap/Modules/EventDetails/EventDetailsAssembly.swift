import Viper

@MainActor
final class EventDetailsRouter: EventDetailsRouterInput {
    weak var navigator: Navigator?

    init(navigator: Navigator) {
        self.navigator = navigator
    }
}

@MainActor
enum EventDetailsAssembly {
    static func build(event: Event, dependencies: EventMapDependencies, navigator: Navigator) -> any ModuleView {
        let presenter = EventDetailsPresenter(interactor: EventDetailsInteractor(event: event), router: EventDetailsRouter(navigator: navigator),
                                              localization: dependencies.localization)
        let view = EventDetailsView(output: presenter)
        presenter.view = view
        return view
    }
}
