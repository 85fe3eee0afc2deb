import Viper

@MainActor final class CreateEventRouter: ViperRouter<EventMapDestination>, CreateEventRouterInput {
    private let localization: Localization

    init(localization: Localization) {
        self.localization = localization
    }

    func offerSignIn() {
        showAlert(Alert(
            title: localization(MapStrings.needAccountTitle),
            message: localization(MapStrings.needAccountMessage),
            buttons: [
                Alert.Button(localization(MapStrings.signIn)) { [weak self] in self?.openSignIn() },
                Alert.Button(localization(MapStrings.cancel), role: .cancel),
            ]
        ))
    }

    func openSignIn() {
        open(.signInToContinue)
    }
}
