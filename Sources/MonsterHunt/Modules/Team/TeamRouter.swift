import Viper

@MainActor
final class TeamRouter: TeamRouterInput {
    weak var navigator: Navigator?

    init(navigator: Navigator) {
        self.navigator = navigator
    }
}
