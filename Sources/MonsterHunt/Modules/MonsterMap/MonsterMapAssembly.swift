import Viper
import ViperLocation

@MainActor enum MonsterMapAssembly {
    static func build(_ context: ModuleContext<MonsterHuntDestination>) -> any ModuleView {
        let interactor = MonsterMapInteractor(device: context.services.device, world: context.services.world)
        let router = MonsterMapRouter()
        let presenter = MonsterMapPresenter(interactor: interactor, router: router, localization: context.localization)
        return Module(context, presenter: presenter, view: MonsterMapView.init(output:))
            .interactor(interactor, reportsTo: { $0 })
            .router(router)
            .view
    }
}
