import Viper

@MainActor
final class DetailsRouter: DetailsRouterInput {}

@MainActor
enum DetailsAssembly {
    static func build(game: GameRecord, localization: Localization) -> any ModuleView {
        let presenter = DetailsPresenter(interactor: DetailsInteractor(game: game), router: DetailsRouter(), localization: localization)
        let view = DetailsView(output: presenter)
        presenter.view = view
        return view
    }
}
