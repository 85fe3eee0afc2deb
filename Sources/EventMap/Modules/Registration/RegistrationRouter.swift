import Viper

@MainActor final class RegistrationRouter: ViperRouter, RegistrationRouterInput {
    private let dependencies: EventMapDependencies

    init(dependencies: EventMapDependencies) {
        self.dependencies = dependencies
    }

    func openMap() {
        if let navigator { EventMapScreens.showMap(dependencies: dependencies, in: navigator) }
    }
}
