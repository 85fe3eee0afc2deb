@MainActor
final class StatisticsInteractor: StatisticsInteractorInput {
    private let archive: DartsArchive

    init(archive: DartsArchive) {
        self.archive = archive
    }

    var games: [GameRecord] { archive.gamesByScore }
}
