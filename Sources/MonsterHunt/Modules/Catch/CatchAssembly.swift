import Viper

@MainActor enum CatchAssembly {
    static func build(monster: Monster, dependencies: MonsterHuntDependencies, navigator: Navigator) -> any ModuleView {
        let interactor = CatchInteractor(monster: monster, random: dependencies.random, team: dependencies.team)
        let router = CatchRouter()
        let presenter = CatchPresenter(interactor: interactor, router: router, localization: dependencies.localization)
        return Module(presenter: presenter, view: CatchView.init(output:))
            .interactor(interactor)
            .router(router, on: navigator)
            .view
    }
}
