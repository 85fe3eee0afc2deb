import Viper

@MainActor enum LauncherAssembly {
    static func build(_ context: ModuleContext<LauncherDestination>) -> any ModuleView {
        let interactor = LauncherInteractor(apps: context.services.apps, localization: context.localization)
        let presenter = LauncherPresenter(interactor: interactor, output: context.services.output, localization: context.localization)
        return Module(context, presenter: presenter, view: LauncherView.init(output:)).interactor(interactor).view
    }
}
