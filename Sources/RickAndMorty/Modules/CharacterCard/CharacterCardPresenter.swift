import Viper

struct CharacterCardViewModel: Equatable {
    struct Fact: Equatable {
        let label: String
        let value: String
    }

    var title = ""
    var loadingText: String?
    var picture: ImageBox?
    var facts: [Fact] = []
    var episodesTitle = ""
    var episodes: [Table.Row] = []
    var error: String?
    var retryTitle = ""
}

@MainActor
final class CharacterCardPresenter: CharacterCardViewOutput, CharacterCardInteractorOutput {
    weak var view: (any CharacterCardViewInput)?
    let interactor: any CharacterCardInteractorInput
    let router: any CharacterCardRouterInput
    private let localization: Localization

    nonisolated static let pictureColumns = 24
    nonisolated static let pictureRows = 12

    init(interactor: any CharacterCardInteractorInput, router: any CharacterCardRouterInput, localization: Localization) {
        self.interactor = interactor
        self.router = router
        self.localization = localization
    }

    func viewDidLoad() {
        interactor.load()
    }

    func didTapRetry() {
        interactor.load()
    }

    func didStartLoading() {
        view?.show(CharacterCardViewModel(
            title: localization(RickAndMortyStrings.characterTitle),
            loadingText: localization(RickAndMortyStrings.loadingCharacter)
        ))
    }

    func didLoad(_ card: CharacterCard) {
        let strings = RickAndMortyStrings.self
        let character = card.character
        let place = card.location.map { "\($0.name) (\($0.type))" } ?? localization(strings.unknownPlace)
        view?.show(CharacterCardViewModel(
            title: character.name,
            picture: ImageBox(state: card.picture, columns: Self.pictureColumns, rows: Self.pictureRows, fill: .fit, caption: character.name),
            facts: [
                .init(label: localization(strings.gender), value: character.gender),
                .init(label: localization(strings.status), value: character.status),
                .init(label: localization(strings.species), value: character.species),
                .init(label: localization(strings.location), value: place),
            ],
            episodesTitle: localization(strings.episodes(card.episodes.count)),
            episodes: card.episodes.map { Table.Row(id: String($0.id), cells: [$0.code, $0.name, $0.airDate]) }
        ))
    }

    func didFail(_ error: HTTPError) {
        view?.show(CharacterCardViewModel(
            title: localization(RickAndMortyStrings.characterTitle),
            error: localization(RickAndMortyStrings.characterFailed(reason: RickAndMortyStrings.describe(error))),
            retryTitle: localization(RickAndMortyStrings.retry)
        ))
    }
}
