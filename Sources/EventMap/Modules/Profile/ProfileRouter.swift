import Viper

@MainActor final class ProfileRouter: ViperRouter, ProfileRouterInput {
    private let dependencies: EventMapDependencies

    init(dependencies: EventMapDependencies) {
        self.dependencies = dependencies
    }

    func openDetails(of event: Event) {
        push(EventDetailsAssembly.build(event: event, dependencies: dependencies))
    }

    func openSignIn() {
        if let navigator { EventMapScreens.showSignIn(dependencies: dependencies, in: navigator) }
    }
}
