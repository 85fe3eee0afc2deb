import Viper

@MainActor final class LocationRequestRouter: ViperRouter, LocationRequestRouterInput {
    private let dependencies: MonsterHuntDependencies

    init(dependencies: MonsterHuntDependencies) {
        self.dependencies = dependencies
    }

    func askForLocation(answer: @escaping @MainActor (Bool) -> Void) {
        let strings = HuntStrings.self
        let localization = dependencies.localization
        navigator?.showAlert(Alert(
            title: localization(strings.systemPromptTitle),
            message: localization(strings.systemPromptMessage),
            buttons: [
                Alert.Button(localization(strings.dontAllow), role: .cancel) { answer(false) },
                Alert.Button(localization(strings.allowWhileUsing)) { answer(true) },
            ]
        ))
    }

    func openStartScreen() {
        if let navigator { HuntScreens(dependencies: dependencies).showStart(in: navigator) }
    }
}
