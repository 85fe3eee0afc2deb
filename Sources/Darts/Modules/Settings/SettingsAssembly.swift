import Viper

@MainActor enum SettingsAssembly {
    static func build(dependencies: DartsDependencies) -> any ModuleView {
        let interactor = SettingsInteractor(archive: dependencies.archive)
        let presenter = SettingsPresenter(interactor: interactor, localization: dependencies.localization)
        return Module(presenter: presenter, view: SettingsView.init(output:))
            .interactor(interactor)
            .view
    }
}
