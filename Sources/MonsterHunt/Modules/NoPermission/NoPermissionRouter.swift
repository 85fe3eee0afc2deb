import Viper

@MainActor
final class NoPermissionRouter: NoPermissionRouterInput {
    weak var navigator: Navigator?
    private let dependencies: MonsterHuntDependencies

    init(navigator: Navigator, dependencies: MonsterHuntDependencies) {
        self.navigator = navigator
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
