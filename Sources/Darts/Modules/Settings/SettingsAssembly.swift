import Viper

@MainActor enum SettingsAssembly {
    static func build(_ context: ModuleContext<DartsDestination>) -> any ModuleView {
        let interactor = SettingsInteractor(archive: context.services.archive)
        let presenter = SettingsPresenter(interactor: interactor, localization: context.localization)
        return Module(context, presenter: presenter, view: SettingsView.init(output:))
            .interactor(interactor)
            .view
    }
}
