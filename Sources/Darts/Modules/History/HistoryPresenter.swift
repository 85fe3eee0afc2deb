import Viper

@MainActor final class HistoryPresenter: ViperPresenter<HistoryViewModel>, HistoryViewOutput {
    private let interactor: any HistoryInteractorInput
    private let router: any HistoryRouterInput
    private let localization: Localization

    init(interactor: any HistoryInteractorInput, router: any HistoryRouterInput, localization: Localization) {
        self.interactor = interactor
        self.router = router
        self.localization = localization
    }

    override func viewDidLoad() {
        present()
    }

    /// Swiping left brings the next attempt, right the previous one, as when paging.
    func didSwipe(_ direction: SwipeDirection) {
        if interactor.move(by: direction == .left ? 1 : -1) { present() }
    }

    func didTapDetails() {
        router.showDetails(of: interactor.game)
    }

    private func present() {
        let game = interactor.game
        let attempt = game.attempts[interactor.index]
        let strings = DartsStrings.self
        view?.show(
            HistoryViewModel(
                title: localization(strings.historyTitle(game.id)),
                position: localization(strings.attempt(interactor.index + 1, of: game.attempts.count)) + " · " + localization(strings.swipeHint),
                outcome: localization(strings.outcome(attempt)),
                darts: attempt.darts,
                appearance: game.settings,
                boardTitle: localization(strings.board),
                missText: localization(strings.miss),
                options: attempt.options.map { option in
                    if option == attempt.correctTotal { return .init(text: "✓ \(option)", tone: .success) }
                    if option == attempt.chosen { return .init(text: "✗ \(option)", tone: .danger) }
                    return .init(text: "  \(option)", tone: .plain)
                },
                detailsTitle: localization(strings.details)
            ))
    }
}
