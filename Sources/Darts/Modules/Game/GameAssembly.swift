import Viper

@MainActor enum GameAssembly {
    static func build(dependencies: DartsDependencies) -> any ModuleView {
        let interactor = GameInteractor(archive: dependencies.archive, clock: dependencies.clock, random: dependencies.random, audio: dependencies.audio)
        let presenter = GamePresenter(interactor: interactor, localization: dependencies.localization)
        return Module(presenter: presenter, view: GameView.init(output:))
            .interactor(interactor, reportsTo: { $0 })
            .view
    }
}
