import Viper

@MainActor protocol HistoryViewOutput: ViewLifecycle {
    func didSwipe(_ direction: SwipeDirection)
    func didTapDetails()
}

@MainActor protocol HistoryInteractorInput: AnyObject {
    var game: GameRecord { get }
    /// The attempt shown, from 0.
    var index: Int { get }
    /// Moves by `step` attempts; false at either end.
    func move(by step: Int) -> Bool
}

@MainActor protocol HistoryRouterInput: AnyObject {
    func showDetails(of game: GameRecord)
}

struct HistoryViewModel: ViewModel {
    struct Option: Equatable {
        let text: String
        let tone: Tone
    }

    var title = ""
    var position = ""
    var outcome = ""
    var darts: [Dart] = []
    var appearance = DartsSettings()
    var boardTitle = ""
    var missText = ""
    var options: [Option] = []
    var detailsTitle = ""
}
