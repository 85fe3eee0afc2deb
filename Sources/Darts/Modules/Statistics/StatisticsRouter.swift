import Viper

@MainActor final class StatisticsRouter: ViperRouter, StatisticsRouterInput {
    private let dependencies: DartsDependencies

    init(dependencies: DartsDependencies) {
        self.dependencies = dependencies
    }

    func openHistory(of game: GameRecord) {
        guard let navigator else { return }
        push(HistoryAssembly.build(game: game, dependencies: dependencies, navigator: navigator))
    }
}
