import Viper

@MainActor
enum TeamAssembly {
    static func build(dependencies: MonsterHuntDependencies, navigator: Navigator) -> any ModuleView {
        let interactor = TeamInteractor(team: dependencies.team)
        let router = TeamRouter(navigator: navigator)
        let presenter = TeamPresenter(interactor: interactor, router: router, localization: dependencies.localization)
        let view = TeamView(output: presenter)
        presenter.view = view
        return view
    }
}
