import Viper

@MainActor
final class CatchRouter: CatchRouterInput {
    weak var navigator: Navigator?

    init(navigator: Navigator) {
        self.navigator = navigator
    }

    func showOutcome(title: String, button: String, then next: CatchRouterAfterAlert) {
        navigator?.showAlert(Alert(title: title, buttons: [
            Alert.Button(button) { [weak self] in
                if next == .backToMap { try? self?.navigator?.pop() }
            },
        ]))
    }
}
