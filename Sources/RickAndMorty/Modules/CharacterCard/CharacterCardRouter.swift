import Viper

@MainActor final class CharacterCardRouter: ViperRouter<RickAndMortyDestination>, CharacterCardRouterInput {
    func openEpisode(_ episode: RMEpisode) {
        open(.episode(episode))
    }
}
