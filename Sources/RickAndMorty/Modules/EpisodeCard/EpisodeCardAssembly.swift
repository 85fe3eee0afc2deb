import Viper

@MainActor enum EpisodeCardAssembly {
    static func build(_ context: ModuleContext<RickAndMortyDestination>, episode: RMEpisode) -> any ModuleView {
        let interactor = EpisodeCardInteractor(episode: episode)
        let presenter = EpisodeCardPresenter(interactor: interactor, localization: context.localization)
        return Module(context, presenter: presenter, view: EpisodeCardView.init(output:)).interactor(interactor).view
    }
}
