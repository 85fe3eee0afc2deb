import Viper

@MainActor enum TeamAssembly {
    static func build(dependencies: MonsterHuntDependencies) -> any ModuleView {
        let interactor = TeamInteractor(team: dependencies.team)
        let presenter = TeamPresenter(interactor: interactor, localization: dependencies.localization)
        return Module(presenter: presenter, view: TeamView.init(output:))
            .interactor(interactor)
            .view
    }
}
