import Viper

@MainActor final class CharacterListInteractor: ViperInteractor<any CharacterListInteractorOutput>, CharacterListInteractorInput {
    private let service: any CharacterService
    private let pictures: PictureStore
    private let idle: IdleTracker
    private let tasks: ModuleTasks
    private var loader: OrderedPageLoader?
    private var list = CharacterListSnapshot()
    private var wantedPictures: Set<Int> = []
    private var imageURLs: [Int: String] = [:]

    init(service: any CharacterService, pictures: PictureStore, idle: IdleTracker) {
        self.service = service
        self.pictures = pictures
        self.idle = idle
        tasks = ModuleTasks(idle: idle)
    }

    func start() {
        list.phase = .starting
        report()
        let service = self.service
        tasks.start { [weak self] in
            do throws(HTTPError) {
                self?.receiveFirst(try await service.page(1))
            } catch {
                self?.fail(page: 1, error)
            }
        }
    }

    func retry() {
        guard case .failed(let page, _) = list.phase else { return }
        guard let loader, page > 1 else { return start() }
        list.phase = .loadingMore
        report()
        loader.retry()
    }

    /// Starts pictures for rows now on screen, and cancels those that left before arriving.
    func showPictures(of ids: [Int]) {
        let wanted = Set(ids)
        for id in wantedPictures.subtracting(wanted) where list.pictures[id] == .loading {
            if let url = imageURL(of: id) { pictures.cancel(url) }
            list.pictures[id] = nil
        }
        wantedPictures = wanted
        for id in ids where list.pictures[id] == nil {
            guard let url = imageURL(of: id) else { continue }
            list.pictures[id] = .loading
            pictures.request(url, for: .listRow) { [weak self] state in self?.receivePicture(state, for: id) }
        }
        report()
    }

    private func receiveFirst(_ page: CharacterPage) {
        list.characters = page.results
        index(page.results)
        list.total = page.info.count
        guard page.info.pages > 1 else {
            list.phase = .complete
            return report()
        }
        list.phase = .loadingMore
        let loader = OrderedPageLoader(first: 2, last: page.info.pages, idle: idle) { [service] number throws(HTTPError) in
            try await service.page(number)
        }
        loader.onPage = { [weak self] number, page in self?.append(page, isLast: number == page.info.pages) }
        loader.onFailure = { [weak self] number, error in self?.fail(page: number, error) }
        self.loader = loader
        report()
        loader.start()
    }

    private func append(_ page: CharacterPage, isLast: Bool) {
        list.characters += page.results
        index(page.results)
        if isLast { list.phase = .complete }
        report()
    }

    private func fail(page: Int, _ error: HTTPError) {
        list.phase = .failed(page: page, error)
        report()
    }

    /// A cancelled fetch answers `.none`; `showPictures` already reset that row, so such an
    /// answer changes nothing.
    private func receivePicture(_ state: ImageState, for id: Int) {
        guard state != .none else { return }
        list.pictures[id] = state
        report()
    }

    private func index(_ characters: [RMCharacter]) {
        for character in characters { imageURLs[character.id] = character.image }
    }

    private func imageURL(of id: Int) -> String? {
        imageURLs[id]
    }

    private func report() {
        output?.didUpdate(list)
    }
}
