import Viper
import ViperLocation

/// The phone's Settings page for this app, simulated: where location access is switched on.
@MainActor enum SettingsAssembly {
    static func build(_ context: ModuleContext<MonsterHuntDestination>) -> any ModuleView {
        let interactor = SettingsInteractor(device: context.services.device)
        let router = SettingsRouter()
        let presenter = SettingsPresenter(interactor: interactor, router: router, localization: context.localization)
        return Module(context, presenter: presenter, view: SettingsView.init(output:))
            .interactor(interactor, reportsTo: { $0 })
            .router(router)
            .view
    }
}
