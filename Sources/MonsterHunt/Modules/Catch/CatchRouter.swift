import Viper

@MainActor final class CatchRouter: ViperRouter<MonsterHuntDestination>, CatchRouterInput {
    func showOutcome(title: String, button: String, then next: CatchRouterAfterAlert) {
        showAlert(Alert(title: title, buttons: [
            Alert.Button(button) { [weak self] in
                if next == .backToMap { self?.close() }
            },
        ]))
    }

    func showNotSaved(title: String, reason: String, retryTitle: String, backTitle: String, retry: @escaping @MainActor () -> Void) {
        showAlert(Alert(title: title, message: reason, buttons: [
            Alert.Button(retryTitle, action: retry),
            Alert.Button(backTitle, role: .cancel) { [weak self] in self?.close() },
        ]))
    }
}
