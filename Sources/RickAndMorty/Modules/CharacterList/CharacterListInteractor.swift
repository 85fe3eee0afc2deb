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
    /// Rows whose picture changed since the last report, so the presenter redraws only those.
    private var changedPictures: Set<Int> = []

    init(service: any CharacterService, pictures: PictureStore, tasks: ModuleTasks) {
        self.service = service
        self.pictures = pictures
        self.idle = tasks.idle
        self.tasks = tasks
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

    /// Loads the page that failed, and asks again for the failed pictures on screen.
    func retry() {
        for id in wantedPictures where list.pictures[id]?.hasFailed == true { setPicture(nil, of: id) }
        requestPictures(of: wantedPictures.sorted())
        guard case .failed(let page, _) = list.phase else { return report() }
        guard let loader, page > 1 else { return start() }
        list.phase = .loadingMore
        report()
        loader.retry()
    }

    /// Starts pictures for rows now on screen, cancels those that left before arriving, and
    /// forgets those that left failed, so they are asked for again when their rows return.
    func showPictures(of ids: [Int]) {
        let wanted = Set(ids)
        for id in wantedPictures.subtracting(wanted) {
            switch list.pictures[id] {
            case .loading?:
                if let url = imageURL(of: id) { pictures.cancel(url) }
                setPicture(nil, of: id)
            case .failed?: setPicture(nil, of: id)
            default: break
            }
        }
        wantedPictures = wanted
        requestPictures(of: ids)
        report()
    }

    private func requestPictures(of ids: [Int]) {
        for id in ids where list.pictures[id] == nil {
            guard let url = imageURL(of: id) else { continue }
            setPicture(.loading, of: id)
            pictures.request(url, for: .listRow) { [weak self] state in self?.receivePicture(state, for: id) }
        }
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
        setPicture(state, of: id)
        report()
    }

    private func index(_ characters: [RMCharacter]) {
        for character in characters { imageURLs[character.id] = character.image }
    }

    private func imageURL(of id: Int) -> String? {
        imageURLs[id]
    }

    private func setPicture(_ state: ImageState?, of id: Int) {
        list.pictures[id] = state
        changedPictures.insert(id)
    }

    private func report() {
        let changed = changedPictures
        changedPictures = []
        output?.didUpdate(list, changedPictures: changed)
    }
}
