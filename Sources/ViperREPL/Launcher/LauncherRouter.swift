import Viper

@MainActor
final class LauncherRouter: LauncherRouterInput {
    weak var output: (any LauncherModuleOutput)?

    init(output: any LauncherModuleOutput) {
        self.output = output
    }

    func openApp(named name: String) {
        output?.launcher(didChoose: name)
    }
}
