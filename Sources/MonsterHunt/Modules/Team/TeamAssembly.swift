import Viper

@MainActor enum TeamAssembly {
    static func build(_ context: ModuleContext<MonsterHuntDestination>) -> any ModuleView {
        let interactor = TeamInteractor(team: context.services.team)
        let presenter = TeamPresenter(interactor: interactor, localization: context.localization)
        return Module(context, presenter: presenter, view: TeamView.init(output:))
            .interactor(interactor)
            .view
    }
}
