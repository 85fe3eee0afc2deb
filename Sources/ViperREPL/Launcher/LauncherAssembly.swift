import Viper

@MainActor
enum LauncherAssembly {
    static func build(apps: [any ViperApp], localization: Localization, output: any LauncherModuleOutput) -> any ModuleView {
        let interactor = LauncherInteractor(apps: apps, localization: localization)
        let router = LauncherRouter(output: output)
        let presenter = LauncherPresenter(interactor: interactor, router: router, localization: localization)
        let view = LauncherView(output: presenter)
        presenter.view = view
        return view
    }
}
