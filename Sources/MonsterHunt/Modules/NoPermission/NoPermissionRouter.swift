import Viper

@MainActor final class NoPermissionRouter: ViperRouter<MonsterHuntDestination>, NoPermissionRouterInput {
    func openSettings() {
        open(.settings)
    }

    func openStartScreen() {
        open(.start)
    }
}
