import Viper

@MainActor
final class SettingsRouter: SettingsRouterInput {
    weak var navigator: Navigator?

    init(navigator: Navigator) {
        self.navigator = navigator
    }

    func close() {
        try? navigator?.dismiss()
    }
}
