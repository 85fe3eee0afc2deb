import Viper

/// The screens other modules open by name: one place that knows how they are built.
@MainActor
enum EventMapScreens {
    static func showSignIn(dependencies: EventMapDependencies, in navigator: Navigator, notice: String? = nil) {
        navigator.setRoot(SignInAssembly.build(dependencies: dependencies, navigator: navigator, notice: notice))
    }

    static func showMap(dependencies: EventMapDependencies, in navigator: Navigator) {
        navigator.setRoot(EventsMapAssembly.build(dependencies: dependencies, navigator: navigator))
    }

    static func openProfile(dependencies: EventMapDependencies, in navigator: Navigator) {
        navigator.push(ProfileAssembly.build(dependencies: dependencies, navigator: navigator))
    }

    static func openRegistration(dependencies: EventMapDependencies, in navigator: Navigator) {
        navigator.push(RegistrationAssembly.build(dependencies: dependencies, navigator: navigator))
    }
}
