import Viper
import ViperLocation

@MainActor enum NoPermissionAssembly {
    static func build(_ context: ModuleContext<MonsterHuntDestination>) -> any ModuleView {
        let interactor = NoPermissionInteractor(device: context.services.device)
        let router = NoPermissionRouter()
        let presenter = NoPermissionPresenter(interactor: interactor, router: router, localization: context.localization)
        return Module(context, presenter: presenter, view: NoPermissionView.init(output:))
            .interactor(interactor, reportsTo: { $0 })
            .router(router)
            .view
    }
}
