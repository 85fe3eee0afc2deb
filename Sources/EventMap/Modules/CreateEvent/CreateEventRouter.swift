import Viper

@MainActor final class CreateEventRouter: ViperRouter, CreateEventRouterInput {
    private let dependencies: EventMapDependencies

    init(dependencies: EventMapDependencies) {
        self.dependencies = dependencies
    }

    func offerSignIn() {
        guard let navigator else { return }
        let (dependencies, localization) = (self.dependencies, dependencies.localization)
        navigator.showAlert(Alert(
            title: localization(MapStrings.needAccountTitle),
            message: localization(MapStrings.needAccountMessage),
            buttons: [
                Alert.Button(localization(MapStrings.signIn)) { [weak navigator] in
                    if let navigator { EventMapScreens.showSignIn(dependencies: dependencies, in: navigator) }
                },
                Alert.Button(localization(MapStrings.cancel), role: .cancel),
            ]
        ))
    }
}
