import Viper

@MainActor final class CharacterCardPresenter: ViperPresenter<CharacterCardViewModel>, CharacterCardViewOutput, CharacterCardInteractorOutput {
    private let interactor: any CharacterCardInteractorInput
    private let router: any CharacterCardRouterInput
    private let localization: Localization
    private let notices: Notices
    private var card: CharacterCard?

    nonisolated static let pictureColumns = 24
    nonisolated static let pictureRows = 12

    init(interactor: any CharacterCardInteractorInput, router: any CharacterCardRouterInput, localization: Localization, notices: Notices) {
        self.interactor = interactor
        self.router = router
        self.localization = localization
        self.notices = notices
    }

    override func viewDidLoad() {
        interactor.load()
    }

    /// Loads the card again, or only its picture when that is what failed.
    func didTapRetry() {
        guard var card, card.picture.hasFailed else { return interactor.load() }
        card.picture = .loading
        didLoad(card)
        interactor.reloadPicture()
    }

    func didSelectEpisode(id: Int) {
        guard let episode = card?.episodes.first(where: { $0.id == id }) else { return }
        router.openEpisode(episode)
    }

    func didLoadPicture(_ picture: ImageState) {
        guard var card else { return }
        card.picture = picture
        didLoad(card)
    }

    func didStartLoading() {
        card = nil
        view?.show(
            CharacterCardViewModel(
                title: localization(RickAndMortyStrings.characterTitle),
                loadingText: localization(RickAndMortyStrings.loadingCharacter)
            ))
    }

    func didLoad(_ card: CharacterCard) {
        self.card = card
        let strings = RickAndMortyStrings.self
        let character = card.character
        let place = card.location.map(strings.place) ?? localization(strings.unknownPlace)
        view?.show(
            CharacterCardViewModel(
                title: character.name,
                name: character.name,
                picture: ImageBox(state: card.picture, columns: Self.pictureColumns, rows: Self.pictureRows, fill: .fit, caption: character.name),
                facts: [
                    .init(label: localization(strings.gender), value: localization(strings.gender(character.gender))),
                    .init(label: localization(strings.status), value: localization(strings.status(character.status, gender: character.gender))),
                    .init(label: localization(strings.species), value: localization(strings.species(character.species))),
                    .init(label: localization(strings.location), value: place),
                ],
                factValues: Self.values(of: card),
                episodesTitle: localization(strings.episodes(card.episodes.count)),
                episodes: card.episodes.map { Table.Row(id: String($0.id), cells: [$0.code, $0.name, $0.airDate]) },
                canRetry: card.picture.hasFailed,
                retryTitle: localization(strings.retry)
            ))
    }

    /// What the facts say, the same in every language: `"status": "alive"`, `"episodes": 51`.
    private static func values(of card: CharacterCard) -> JSONValue {
        let character = card.character
        return .object([
            ("id", .number(Double(character.id))),
            ("name", .string(character.name)),
            ("gender", .string(character.gender.lowercased())),
            ("status", .string(character.status.lowercased())),
            ("species", .string(character.species)),
            ("location", card.location.map { .string($0.name) } ?? .null),
            ("episodes", .number(Double(card.episodes.count))),
        ])
    }

    /// An id nobody has (`open character/99999`) gets one line, not a card with nothing on it.
    func didFindNoCharacter(id: Int) {
        notices.post(localization(RickAndMortyStrings.unknownCharacter(id)))
        router.close()
    }

    func didFail(_ error: HTTPError) {
        card = nil
        view?.show(
            CharacterCardViewModel(
                title: localization(RickAndMortyStrings.characterTitle),
                error: localization(RickAndMortyStrings.characterFailed(reason: RickAndMortyStrings.describe(error))),
                canRetry: true,
                retryTitle: localization(RickAndMortyStrings.retry)
            ))
    }
}
