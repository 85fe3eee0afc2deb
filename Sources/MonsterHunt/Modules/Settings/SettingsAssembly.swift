import Viper

/// The phone's Settings page for this app, simulated: where location access is switched on.
@MainActor enum SettingsAssembly {
    static func build(device: SimulatedDevice, localization: Localization, navigator: Navigator) -> any ModuleView {
        let interactor = SettingsInteractor(device: device)
        let router = SettingsRouter()
        let presenter = SettingsPresenter(interactor: interactor, router: router, localization: localization)
        return Module(presenter: presenter, view: SettingsView.init(output:))
            .interactor(interactor, reportsTo: { $0 })
            .router(router, on: navigator)
            .view
    }
}
