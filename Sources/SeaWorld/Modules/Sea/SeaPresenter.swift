import Viper

@MainActor final class SeaPresenter: ViperPresenter<SeaViewModel>, SeaViewOutput, SeaInteractorOutput {
    private let interactor: any SeaInteractorInput
    private let localization: Localization

    init(interactor: any SeaInteractorInput, localization: Localization) {
        self.interactor = interactor
        self.localization = localization
    }

    override func viewDidLoad() {
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
