import Viper

@MainActor enum GameAssembly {
    static func build(_ context: ModuleContext<DartsDestination>) -> any ModuleView {
        let services = context.services
        let interactor = GameInteractor(archive: services.archive, clock: context.clock, random: services.random, audio: services.audio)
        let presenter = GamePresenter(interactor: interactor, localization: context.localization, notices: context.notices)
        return Module(context, presenter: presenter, view: GameView.init(output:))
            .interactor(interactor, reportsTo: { $0 })
            .view
    }
}
