import Viper

@MainActor final class SplashRouter: ViperRouter, SplashRouterInput {
    private let dependencies: EventMapDependencies

    init(dependencies: EventMapDependencies) {
        self.dependencies = dependencies
    }

    func openMap() {
        if let navigator { EventMapScreens.showMap(dependencies: dependencies, in: navigator) }
    }

    func openSignIn(notice: String?) {
        if let navigator { EventMapScreens.showSignIn(dependencies: dependencies, in: navigator, notice: notice) }
    }
}
