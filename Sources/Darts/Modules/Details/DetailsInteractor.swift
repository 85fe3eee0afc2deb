@MainActor final class DetailsInteractor: DetailsInteractorInput {
    let game: GameRecord

    init(game: GameRecord) {
        self.game = game
    }
}
