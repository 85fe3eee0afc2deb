import Viper

@MainActor final class CharacterListPresenter: ViperPresenter<CharacterListViewModel>, CharacterListViewOutput, CharacterListInteractorOutput {
    private let interactor: any CharacterListInteractorInput
    private let router: any CharacterListRouterInput
    private let localization: Localization
    /// Whether the app reads the live API, so an offline failure can point to `--replay`.
    private let isLive: Bool

    /// The pictures' largest size (12×12 pixels); the view draws them smaller on a narrow display.
    nonisolated static let pictureColumns = 12
    nonisolated static let pictureRows = 6

    init(interactor: any CharacterListInteractorInput, router: any CharacterListRouterInput, localization: Localization, isLive: Bool) {
        self.interactor = interactor
        self.router = router
        self.localization = localization
        self.isLive = isLive
    }

    override func viewDidLoad() {
        interactor.start()
    }

    func didSelectCharacter(id: Int) {
        router.openCharacter(id: id)
    }

    func didTapRetry() {
        interactor.retry()
    }

    func didChangeVisibleCharacters(ids: [Int]) {
        interactor.showPictures(of: ids)
    }

    func didUpdate(_ list: CharacterListSnapshot) {
        view?.show(viewModel(for: list))
    }

    private func viewModel(for list: CharacterListSnapshot) -> CharacterListViewModel {
        var model = CharacterListViewModel(title: localization(RickAndMortyStrings.charactersTitle), retryTitle: localization(RickAndMortyStrings.retry))
        model.rows = list.characters.map { character in
            Table.Row(
                id: String(character.id),
                cells: [character.name],
                image: ImageBox(state: list.pictures[character.id] ?? .none, columns: Self.pictureColumns, rows: Self.pictureRows, fill: .fit, caption: character.name),
                accessory: .disclosure
            )
        }
        let loaded = list.characters.count
        switch list.phase {
        case .starting:
            model.loadingText = localization(RickAndMortyStrings.loadingCharacters)
        case .loadingMore:
            model.footer = localization(RickAndMortyStrings.loadingProgress(loaded: loaded, total: list.total ?? loaded))
        case .complete:
            model.footer = localization(RickAndMortyStrings.allLoaded(loaded))
        case .failed(let page, let error):
            model.error = localization(RickAndMortyStrings.pageFailed(page, reason: RickAndMortyStrings.describe(error)))
            if isLive, page == 1, case .offline = error { model.hint = localization(RickAndMortyStrings.replayHint) }
            if page > 1 { model.footer = localization(RickAndMortyStrings.loadingProgress(loaded: loaded, total: list.total ?? loaded)) }
        }
        return model
    }
}
