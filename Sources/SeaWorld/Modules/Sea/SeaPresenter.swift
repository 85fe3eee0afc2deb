import Viper

/// What the view draws: text already localized, glyphs already chosen.
struct SeaViewModel: Equatable {
    let title: String
    let status: String
    let seaTitle: String
    let restartTitle: String
    let snapshot: SeaSnapshot
}

@MainActor
final class SeaPresenter: SeaViewOutput, SeaInteractorOutput {
    weak var view: (any SeaViewInput)?
    let interactor: any SeaInteractorInput
    let router: any SeaRouterInput
    private let localization: Localization

    init(interactor: any SeaInteractorInput, router: any SeaRouterInput, localization: Localization) {
        self.interactor = interactor
        self.router = router
        self.localization = localization
    }

    func viewDidLoad() {
        interactor.start()
    }

    func didTapSea() {
        interactor.advance()
    }

    func didTapRestart() {
        interactor.start()
    }

    func didUpdate(_ snapshot: SeaSnapshot) {
        view?.show(SeaViewModel(
            title: localization(SeaStrings.title),
            status: localization(SeaStrings.status(tick: snapshot.tick, penguins: snapshot.penguins, orcas: snapshot.orcas)),
            seaTitle: localization(SeaStrings.sea),
            restartTitle: localization(SeaStrings.restart),
            snapshot: snapshot
        ))
    }
}
