import Viper

@MainActor final class CharacterListPresenter: ViperPresenter<CharacterListViewModel>, CharacterListViewOutput, CharacterListInteractorOutput {
    private let interactor: any CharacterListInteractorInput
    private let router: any CharacterListRouterInput
    private let localization: Localization
    /// Whether the app reads the live API, so an offline failure can point to `--replay`.
    private let isLive: Bool
    /// Where each character's row is. The rows themselves are kept only by the view, changed
    /// where they are: a page adds only its own rows and a picture changes only its row, so an
    /// update costs what changed, not the whole list (a copy kept here would make every
    /// change copy all the rows).
    private var rowIndex: [Int: Int] = [:]

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

    /// The characters on screen changed (the list scrolled, its room changed, rows arrived in
    /// an empty window): only their pictures load.
    override func visibleRowsDidChange(in table: String, ids: [String]) {
        interactor.showPictures(of: ids.compactMap { Int($0) })
    }

    func didUpdate(_ list: CharacterListSnapshot, changedPictures: Set<Int>) {
        view?.update { model in
            if list.characters.count < model.rows.count { (model.rows, rowIndex) = ([], [:]) }
            for character in list.characters[model.rows.count...] {
                rowIndex[character.id] = model.rows.count
                model.rows.append(Self.row(for: character, picture: list.pictures[character.id] ?? .none))
            }
            for id in changedPictures {
                if let index = rowIndex[id] { model.rows[index].image?.state = list.pictures[id] ?? .none }
            }
            describe(list, in: &model)
        }
    }

    private static func row(for character: RMCharacter, picture: ImageState) -> Table.Row {
        Table.Row(
            id: String(character.id),
            cells: [character.name],
            image: ImageBox(state: picture, columns: pictureColumns, rows: pictureRows, fill: .fit, caption: character.name),
            accessory: .disclosure
        )
    }

    /// Everything but the rows.
    private func describe(_ list: CharacterListSnapshot, in model: inout CharacterListViewModel) {
        model.title = localization(RickAndMortyStrings.charactersTitle)
        model.retryTitle = localization(RickAndMortyStrings.retry)
        (model.loadingText, model.footer, model.error, model.hint) = (nil, nil, nil, nil)
        model.canRetry = list.hasFailedPicture
        let loaded = list.characters.count
        switch list.phase {
        case .starting:
            model.loadingText = localization(RickAndMortyStrings.loadingCharacters)
        case .loadingMore:
            model.footer = localization(RickAndMortyStrings.loadingProgress(loaded: loaded, total: list.total ?? loaded))
        case .complete:
            model.footer = localization(RickAndMortyStrings.allLoaded(loaded))
        case .failed(let page, let error):
            model.canRetry = true
            model.error = localization(RickAndMortyStrings.pageFailed(page, reason: RickAndMortyStrings.describe(error)))
            if isLive, page == 1, case .offline = error { model.hint = localization(RickAndMortyStrings.replayHint) }
            if page > 1 { model.footer = localization(RickAndMortyStrings.loadedSoFar(loaded: loaded, total: list.total ?? loaded)) }
        }
    }
}
