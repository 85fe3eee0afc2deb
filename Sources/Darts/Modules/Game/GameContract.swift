import Viper

/// The game tab opens nothing (the tab bar is the navigator's), so the module has no router.
@MainActor protocol GameViewOutput: ViewLifecycle {
    func didTapStart()
    func didTapContinue()
    func didTapRestart()
    func didChooseAnswer(_ total: Int)
}

@MainActor protocol GameInteractorInput: AnyObject {
    func refresh()
    func start()
    func answer(_ total: Int)
    func pause()
    func resume()
    /// Drops the paused game (nothing of it is kept) and goes back to before a game.
    func abandon()
    /// The app is closing: a game in progress ends unsaved, and the output hears of it.
    func leave()
}

@MainActor protocol GameInteractorOutput: AnyObject {
    func didUpdate(_ phase: GamePhase, settings: DartsSettings)
    func didFailToSave(_ error: StorageError)
    /// The app closed in the middle of `progress`, which is not kept: only finished games are.
    func didLeaveUnfinished(_ progress: GameProgress)
}

struct GameViewModel: ViewModel {
    var title = ""
    var info = ""
    var countdown: String?
    var question: String?
    var options: [Int] = []
    var darts: [Dart] = []
    var appearance = DartsSettings()
    var boardTitle = ""
    var missText = ""
    var buttons: [GameButton] = []
}

struct GameButton: Equatable {
    enum Action: String, Equatable { case start, resume, restart }
    let action: Action
    let title: String
}
