import Viper

@MainActor enum CatchAssembly {
    static func build(_ context: ModuleContext<MonsterHuntDestination>, monster: Monster) -> any ModuleView {
        let interactor = CatchInteractor(monster: monster, random: context.services.random, team: context.services.team)
        let router = CatchRouter()
        let presenter = CatchPresenter(interactor: interactor, router: router, localization: context.localization)
        return Module(context, presenter: presenter, view: CatchView.init(output:))
            .interactor(interactor)
            .router(router)
            .view
    }
}
