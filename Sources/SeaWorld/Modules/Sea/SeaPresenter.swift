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

    func didMoveWindow(to window: SeaWindow) {
        interactor.show(window)
    }

    func didUpdate(_ snapshot: SeaSnapshot) {
        let window = snapshot.window
        let isPartial = window.rows * window.columns > 0 && window != .whole(rows: snapshot.rows, columns: snapshot.columns)
        view?.show(
            SeaViewModel(
                title: localization(SeaStrings.title),
                status: localization(SeaStrings.status(tick: snapshot.tick, penguins: snapshot.penguins, orcas: snapshot.orcas)),
                position: isPartial ? localization(SeaStrings.position(of: window, inRows: snapshot.rows, columns: snapshot.columns)) : "",
                seaTitle: localization(SeaStrings.sea),
                restartTitle: localization(SeaStrings.restart),
                hint: localization(SeaStrings.hint),
                snapshot: snapshot
            ))
    }
}
