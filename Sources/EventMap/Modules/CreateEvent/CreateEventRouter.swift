import Viper

@MainActor
final class CreateEventRouter: CreateEventRouterInput {
    weak var navigator: Navigator?
    private let dependencies: EventMapDependencies

    init(navigator: Navigator, dependencies: EventMapDependencies) {
        self.navigator = navigator
        self.dependencies = dependencies
    }

    func close() {
        try? navigator?.pop()
    }

    func offerSignIn() {
        let localization = dependencies.localization
        let (dependencies, navigator) = (self.dependencies, self.navigator)
        navigator?.showAlert(Alert(
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
