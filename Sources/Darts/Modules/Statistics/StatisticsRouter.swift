import Viper

@MainActor final class StatisticsRouter: ViperRouter<DartsDestination>, StatisticsRouterInput {
    func openHistory(of game: GameRecord) {
        open(.history(game))
    }
}
