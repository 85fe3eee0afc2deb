import Viper

@MainActor enum DetailsAssembly {
    static func build(_ context: ModuleContext<DartsDestination>, game: GameRecord) -> any ModuleView {
        let interactor = DetailsInteractor(game: game)
        let presenter = DetailsPresenter(interactor: interactor, localization: context.localization)
        return Module(context, presenter: presenter, view: DetailsView.init(output:))
            .interactor(interactor)
            .view
    }
}
