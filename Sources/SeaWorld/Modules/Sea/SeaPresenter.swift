import Viper

@MainActor final class SeaPresenter: ViperPresenter<SeaViewModel>, SeaViewOutput, SeaInteractorOutput {
    private let interactor: any SeaInteractorInput
    private let localization: Localization
    /// The room of the sea's region, once the view has said it.
    private var room: Room?
    /// The sea last shown, and the position line over it.
    private var shown = (sea: SeaSnapshot(), position: "")

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

    func didChangeRoom(_ room: Room) {
        self.room = room
        fitWindow()
    }

    func didUpdate(_ snapshot: SeaSnapshot) {
        let window = snapshot.window
        let isPartial = window.rows * window.columns > 0 && window != .whole(rows: snapshot.rows, columns: snapshot.columns)
        let position = isPartial ? localization(SeaStrings.position(of: window, inRows: snapshot.rows, columns: snapshot.columns)) : ""
        shown = (snapshot, position)
        view?.show(
            SeaViewModel(
                title: localization(SeaStrings.title),
                status: localization(SeaStrings.status(tick: snapshot.tick, penguins: snapshot.penguins, orcas: snapshot.orcas)),
                position: position,
                seaTitle: localization(SeaStrings.sea),
                restartTitle: localization(SeaStrings.restart),
                hint: localization(SeaStrings.hint),
                snapshot: snapshot
            ))
        fitWindow()
    }

    /// Asks for the part of the sea the room fits, once there is a sea and a room. The position
    /// line describes the window, so the window it leaves room for can change its length: the
    /// report of the new window fits it again, until it stays.
    private func fitWindow() {
        guard let room, shown.sea.rows > 0 else { return }
        let (sea, layout) = (shown.sea, SeaLayout(sea: shown.sea, position: shown.position, room: room))
        let window = layout.window(row: sea.window.row, column: sea.window.column, gridRows: sea.rows, gridColumns: sea.columns)
        guard window != sea.window else { return }
        interactor.show(window)
    }
}
