import Viper

@MainActor
final class FilterRouter: FilterRouterInput {
    weak var navigator: Navigator?

    init(navigator: Navigator) {
        self.navigator = navigator
    }

    func close() {
        try? navigator?.dismissSheet()
    }
}
