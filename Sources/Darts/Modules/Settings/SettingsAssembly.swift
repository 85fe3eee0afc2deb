import Viper

@MainActor
final class SettingsRouter: SettingsRouterInput {}

@MainActor
enum SettingsAssembly {
    static func build(dependencies: DartsDependencies) -> any ModuleView {
        let interactor = SettingsInteractor(archive: dependencies.archive)
        let presenter = SettingsPresenter(interactor: interactor, router: SettingsRouter(), localization: dependencies.localization)
        let view = SettingsView(output: presenter)
        presenter.view = view
        return view
    }
}
