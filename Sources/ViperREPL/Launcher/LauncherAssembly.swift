import Viper

@MainActor enum LauncherAssembly {
    static func build(apps: [any ViperApp], localization: Localization, output: any LauncherModuleOutput) -> any ModuleView {
        let interactor = LauncherInteractor(apps: apps, localization: localization)
        let presenter = LauncherPresenter(interactor: interactor, output: output, localization: localization)
        return Module(presenter: presenter, view: LauncherView.init(output:)).interactor(interactor).view
    }
}
