import Viper

@MainActor enum DetailsAssembly {
    static func build(game: GameRecord, localization: Localization) -> any ModuleView {
        let interactor = DetailsInteractor(game: game)
        let presenter = DetailsPresenter(interactor: interactor, localization: localization)
        return Module(presenter: presenter, view: DetailsView.init(output:))
            .interactor(interactor)
            .view
    }
}
