import Viper

@MainActor
final class CharacterCardRouter: CharacterCardRouterInput {
    weak var navigator: Navigator?

    init(navigator: Navigator) {
        self.navigator = navigator
    }
}
