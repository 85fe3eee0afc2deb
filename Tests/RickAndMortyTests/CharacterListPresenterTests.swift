import Testing
import Viper
import ViperTesting
@testable import RickAndMorty

@MainActor
@Suite("Character list presenter")
struct CharacterListPresenterTests {
    final class StubInteractor: CharacterListInteractorInput {
        enum Call: Equatable { case start, retry, pictures([Int]) }
        let log = CallLog<Call>()
        func start() { log.record(.start) }
        func retry() { log.record(.retry) }
        func showPictures(of ids: [Int]) { log.record(.pictures(ids)) }
    }

    final class SpyRouter: CharacterListRouterInput {
        var opened: [Int] = []
        func openCharacter(id: Int) { opened.append(id) }
    }

    let view = ViewSpy<CharacterListViewModel>()
    let interactor = StubInteractor()
    let router = SpyRouter()

    func present(_ list: CharacterListSnapshot, language: Language = .en, isLive: Bool = false) -> CharacterListViewModel? {
        let presenter = CharacterListPresenter(interactor: interactor, router: router, localization: Localization(language), isLive: isLive)
        presenter.view = view
        presenter.didUpdate(list)
        return view.last
    }

    var twoLoaded: CharacterListSnapshot {
        CharacterListSnapshot(characters: [Fixtures.character(1), Fixtures.character(2)], total: 826, phase: .loadingMore, pictures: [1: .loading])
    }

    @Test func rowsCarryNamePictureAndDisclosureAndTheFooterCountsProgress() throws {
        let model = try #require(present(twoLoaded))
        #expect(model.title == "Characters")
        #expect(model.rows.map(\.cells) == [["Character 1"], ["Character 2"]])
        #expect(model.rows.map(\.accessory) == [.disclosure, .disclosure])
        #expect(model.rows.map { $0.image?.state.name } == ["loading", "none"])
        #expect(model.rows.first?.image?.fill == .fit)
        #expect(model.footer == "Loading… 2 of 826")
        #expect(try #require(present(twoLoaded, language: .ru)).footer == "Загрузка… 2 из 826")
        #expect(try #require(present(twoLoaded, language: .ru)).title == "Персонажи")
    }

    @Test func aFailedPageKeepsTheRowsAndSaysWhichPage() throws {
        var list = twoLoaded
        list.phase = .failed(page: 3, .status(500, message: "Boom"))
        let model = try #require(present(list))
        #expect(model.rows.count == 2)
        #expect(model.error == "Page 3 could not be loaded: the server answered 500 (Boom).")
        #expect(model.hint == nil)
    }

    @Test func anUnreachableLiveAPIPointsToReplay() throws {
        let list = CharacterListSnapshot(phase: .failed(page: 1, .offline("cannot connect")))
        #expect(try #require(present(list, isLive: true)).hint?.contains("--replay ../shared/data/rickandmorty") == true)
        #expect(try #require(present(list, isLive: false)).hint == nil, "with --replay already on, the hint would not help")
    }

    @Test func eventsGoToTheInteractorAndRouter() {
        let presenter = CharacterListPresenter(interactor: interactor, router: router, localization: Localization(.en), isLive: false)
        presenter.viewDidLoad()
        presenter.didChangeVisibleCharacters(ids: [4, 5])
        presenter.didTapRetry()
        presenter.didSelectCharacter(id: 2)
        #expect(interactor.log.calls == [.start, .pictures([4, 5]), .retry])
        #expect(router.opened == [2])
    }
}
