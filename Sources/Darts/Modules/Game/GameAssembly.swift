import Viper

@MainActor
enum GameAssembly {
    static func build(dependencies: DartsDependencies) -> any ModuleView {
        let interactor = GameInteractor(archive: dependencies.archive, clock: dependencies.clock, random: dependencies.random, audio: dependencies.audio)
        let presenter = GamePresenter(interactor: interactor, router: GameRouter(), localization: dependencies.localization)
        let view = GameView(output: presenter)
        presenter.view = view
        interactor.output = presenter
        return view
    }
}
