import Viper

@MainActor
final class EventsMapRouter: EventsMapRouterInput {
    weak var navigator: Navigator?
    private let dependencies: EventMapDependencies

    init(navigator: Navigator, dependencies: EventMapDependencies) {
        self.navigator = navigator
        self.dependencies = dependencies
    }

    func openDetails(of event: Event) {
        guard let navigator else { return }
        navigator.push(EventDetailsAssembly.build(event: event, dependencies: dependencies, navigator: navigator))
    }

    func openFilter(_ filter: EventFilter, output: any FilterModuleOutput) {
        guard let navigator else { return }
        navigator.showSheet(FilterAssembly.build(filter: filter, output: output, dependencies: dependencies, navigator: navigator))
    }

    func openCreate(at point: Coordinate) {
        guard let navigator else { return }
        navigator.push(CreateEventAssembly.build(position: point, dependencies: dependencies, navigator: navigator))
    }

    func openProfile() {
        if let navigator { EventMapScreens.openProfile(dependencies: dependencies, in: navigator) }
    }
}
