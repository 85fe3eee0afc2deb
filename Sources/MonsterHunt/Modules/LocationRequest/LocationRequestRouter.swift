import Viper

@MainActor final class LocationRequestRouter: ViperRouter<MonsterHuntDestination>, LocationRequestRouterInput {
    func askForLocation(answer: @escaping @MainActor (Bool) -> Void) {
        open(.locationPrompt(allow: DestinationAction { answer(true) }, deny: DestinationAction { answer(false) }))
    }

    func openStartScreen() {
        open(.start)
    }
}
