import Viper

/// The phone's Settings page for this app, simulated: where location access is switched on.
@MainActor
enum SettingsAssembly {
    static func build(device: SimulatedDevice, localization: Localization, navigator: Navigator) -> any ModuleView {
        let interactor = SettingsInteractor(device: device)
        let router = SettingsRouter(navigator: navigator)
        let presenter = SettingsPresenter(interactor: interactor, router: router, localization: localization)
        let view = SettingsView(output: presenter)
        presenter.view = view
        interactor.output = presenter
        return view
    }
}
