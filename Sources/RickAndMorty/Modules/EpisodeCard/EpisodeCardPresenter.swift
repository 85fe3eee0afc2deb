import Viper

@MainActor final class EpisodeCardPresenter: ViperPresenter<EpisodeCardViewModel>, EpisodeCardViewOutput {
    private let interactor: any EpisodeCardInteractorInput
    private let localization: Localization

    init(interactor: any EpisodeCardInteractorInput, localization: Localization) {
        self.interactor = interactor
        self.localization = localization
    }

    override func viewDidLoad() {
        let episode = interactor.episode
        let strings = RickAndMortyStrings.self
        view?.show(
            EpisodeCardViewModel(
                title: localization(strings.episodeTitle),
                name: episode.name,
                code: localization(strings.episodeCode(episode.code)),
                airDate: localization(strings.airDate(episode.airDate)),
                characters: localization(strings.characterCount(episode.characters.count))
            ))
    }
}
