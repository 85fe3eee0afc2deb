import Viper

@MainActor final class EventsMapRouter: ViperRouter, EventsMapRouterInput {
    private let dependencies: EventMapDependencies

    init(dependencies: EventMapDependencies) {
        self.dependencies = dependencies
    }

    func openDetails(of event: Event) {
        push(EventDetailsAssembly.build(event: event, dependencies: dependencies))
    }

    func openFilter(_ filter: EventFilter, output: any FilterModuleOutput) {
        guard let navigator else { return }
        navigator.showSheet(FilterAssembly.build(filter: filter, output: output, dependencies: dependencies, navigator: navigator))
    }

    func openCreate(at point: Coordinate) {
        guard let navigator else { return }
        push(CreateEventAssembly.build(position: point, dependencies: dependencies, navigator: navigator))
    }

    func openProfile() {
        guard let navigator else { return }
        push(ProfileAssembly.build(dependencies: dependencies, navigator: navigator))
    }
}
