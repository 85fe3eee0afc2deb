@MainActor final class StatisticsInteractor: StatisticsInteractorInput {
    private let archive: DartsArchive

    init(archive: DartsArchive) {
        self.archive = archive
    }

    var games: [GameSummary] { archive.gamesByScore }

    func game(id: Int) -> GameRecord? {
        archive.game(id: id)
    }
}
