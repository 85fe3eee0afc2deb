import Viper

@MainActor
enum CatchAssembly {
    static func build(monster: Monster, output: (any CatchModuleOutput)?, dependencies: MonsterHuntDependencies, navigator: Navigator) -> any ModuleView {
        let interactor = CatchInteractor(monster: monster, random: dependencies.random, team: dependencies.team)
        let router = CatchRouter(navigator: navigator)
        let presenter = CatchPresenter(interactor: interactor, router: router, output: output, localization: dependencies.localization)
        let view = CatchView(output: presenter)
        presenter.view = view
        return view
    }
}
