/// The episode as the character's card loaded it: the card already holds everything shown.
@MainActor final class EpisodeCardInteractor: EpisodeCardInteractorInput {
    let episode: RMEpisode

    init(episode: RMEpisode) {
        self.episode = episode
    }
}
