import Viper

@MainActor final class LocationRequestRouter: ViperRouter<MonsterHuntDestination>, LocationRequestRouterInput {
    private let localization: Localization

    init(localization: Localization) {
        self.localization = localization
    }

    func askForLocation(answer: @escaping @MainActor (Bool) -> Void) {
        let strings = HuntStrings.self
        showAlert(Alert(
            title: localization(strings.systemPromptTitle),
            message: localization(strings.systemPromptMessage),
            buttons: [
                Alert.Button(localization(strings.dontAllow), role: .cancel) { answer(false) },
                Alert.Button(localization(strings.allowWhileUsing)) { answer(true) },
            ]
        ))
    }

    func openStartScreen() {
        open(.start)
    }
}
