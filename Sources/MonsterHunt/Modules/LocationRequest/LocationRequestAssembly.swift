import Viper
import ViperLocation

@MainActor enum LocationRequestAssembly {
    static func build(_ context: ModuleContext<MonsterHuntDestination>) -> any ModuleView {
        let interactor = LocationRequestInteractor(device: context.services.device)
        let router = LocationRequestRouter()
        let presenter = LocationRequestPresenter(interactor: interactor, router: router, localization: context.localization)
        return Module(context, presenter: presenter, view: LocationRequestView.init(output:))
            .interactor(interactor, reportsTo: { $0 })
            .router(router)
            .view
    }
}
