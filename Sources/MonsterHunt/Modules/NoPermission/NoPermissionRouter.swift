import Viper

@MainActor final class NoPermissionRouter: ViperRouter, NoPermissionRouterInput {
    private let dependencies: MonsterHuntDependencies

    init(dependencies: MonsterHuntDependencies) {
        self.dependencies = dependencies
    }

    func openSettings() {
        guard let navigator else { return }
        navigator.present(SettingsAssembly.build(device: dependencies.device, localization: dependencies.localization, navigator: navigator))
    }

    func openStartScreen() {
        if let navigator { HuntScreens(dependencies: dependencies).showStart(in: navigator) }
    }
}
