import Viper

@MainActor
final class SeaRouter: SeaRouterInput {
    weak var navigator: Navigator?

    init(navigator: Navigator) {
        self.navigator = navigator
    }
}
