import Viper

@MainActor final class CatchRouter: ViperRouter<MonsterHuntDestination>, CatchRouterInput {
    func showOutcome(title: String, button: String, then next: CatchRouterAfterAlert) {
        let then = DestinationAction { [weak self] in
            if next == .backToMap { self?.close() }
        }
        open(.catchOutcome(title: title, button: button, then: then))
    }

    func showNotSaved(title: String, reason: String, retryTitle: String, backTitle: String, retry: @escaping @MainActor () -> Void) {
        let back = DestinationAction { [weak self] in self?.close() }
        open(.notSaved(title: title, reason: reason, retryTitle: retryTitle, backTitle: backTitle, retry: DestinationAction(retry), back: back))
    }
}
