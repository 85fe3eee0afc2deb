@MainActor final class HistoryInteractor: HistoryInteractorInput {
    let game: GameRecord
    private(set) var index = 0

    init(game: GameRecord) {
        self.game = game
    }

    func move(by step: Int) -> Bool {
        let next = index + step
        guard game.attempts.indices.contains(next) else { return false }
        index = next
        return true
    }
}
