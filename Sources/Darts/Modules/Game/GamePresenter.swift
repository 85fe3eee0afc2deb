import Viper

@MainActor final class GamePresenter: ViperPresenter<GameViewModel>, GameViewOutput, GameInteractorOutput {
    private let interactor: any GameInteractorInput
    private let localization: Localization
    /// Where a game left unfinished as the app closes is told of: no screen is left to say it.
    private let notices: Notices
    private var saveProblem: String?

    init(interactor: any GameInteractorInput, localization: Localization, notices: Notices) {
        self.interactor = interactor
        self.localization = localization
        self.notices = notices
    }

    override func viewWillAppear() {
        interactor.refresh()
    }

    override func viewWillDisappear() {
        interactor.pause()
    }

    override func viewWillClose() {
        interactor.leave()
    }

    func didLeaveUnfinished(_ progress: GameProgress) {
        notices.post(localization(DartsStrings.notKept(at: progress.number, of: progress.settings.attempts)))
    }

    func didTapStart() {
        saveProblem = nil
        interactor.start()
    }

    func didTapContinue() {
        interactor.resume()
    }

    func didTapRestart() {
        interactor.abandon()
    }

    func didChooseAnswer(_ total: Int) {
        interactor.answer(total)
    }

    func didFailToSave(_ error: StorageError) {
        saveProblem = localization(DartsStrings.notSaved(error.message))
    }

    func didUpdate(_ phase: GamePhase, settings: DartsSettings) {
        let strings = DartsStrings.self
        var model = GameViewModel(title: localization(strings.gameTab), boardTitle: localization(strings.board), missText: localization(strings.miss))
        switch phase {
        case .ready:
            model.info = localization(strings.setup(attempts: settings.attempts, seconds: settings.secondsPerAttempt))
            model.appearance = settings
            model.buttons = [button(.start)]
        case .playing(let progress):
            model.info = localization(strings.attempt(progress.number, of: progress.settings.attempts))
            model.countdown = localization(strings.timeLeft(progress.current.secondsLeft))
            model.question = localization(strings.question)
            model.options = progress.current.options
            model.darts = progress.current.darts
            model.appearance = progress.settings
        case .paused(let progress):
            model.info = localization(strings.paused(at: progress.number, of: progress.settings.attempts))
            model.appearance = progress.settings
            model.buttons = [button(.resume), button(.restart)]
        case .finished(let game):
            model.info = [localization(strings.results(game)), localization(strings.verdict(game)), saveProblem]
                .compactMap { $0 }.joined(separator: "\n")
            model.appearance = settings
            model.buttons = [button(.start)]
        }
        view?.show(model)
    }

    private func button(_ action: GameButton.Action) -> GameButton {
        let title =
            switch action {
            case .start: DartsStrings.start
            case .resume: DartsStrings.continueGame
            case .restart: DartsStrings.restart
            }
        return GameButton(action: action, title: localization(title))
    }
}
