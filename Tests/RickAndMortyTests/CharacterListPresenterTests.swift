import Testing
import Viper
import ViperTesting

@testable import RickAndMorty

@MainActor
@Suite("Character list presenter")
struct CharacterListPresenterTests {
    let view = ViewSpy<CharacterListViewModel>()
    let interactor = CharacterListInteractorInputSpy()
    let router = CharacterListRouterInputSpy()

    func present(_ list: CharacterListSnapshot, language: Language = .en, isLive: Bool = false) -> CharacterListViewModel? {
        let presenter = CharacterListPresenter(interactor: interactor, router: router, localization: Localization(language), isLive: isLive)
        presenter.view = view
        presenter.didUpdate(list, changedPictures: [])
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

    @Test("a list stopped on an error does not say it is loading")
    func aStoppedListIsNotLoading() throws {
        var list = twoLoaded
        list.phase = .failed(page: 3, .connectionLost("reset"))
        let english = try #require(present(list))
        #expect(english.loadingText == nil)
        #expect(english.footer == "2 of 826 loaded")
        let russian = try #require(present(list, language: .ru))
        #expect(russian.loadingText == nil)
        #expect(russian.footer == "Загружено 2 из 826")
    }

    @Test func anUnreachableLiveAPIPointsToReplay() throws {
        let list = CharacterListSnapshot(phase: .failed(page: 1, .offline("cannot connect")))
        #expect(try #require(present(list, isLive: true)).hint?.contains("--replay") == true)
        #expect(try #require(present(list, isLive: false)).hint == nil, "with --replay already on, the hint would not help")
    }

    @Test(
        "the replay hint names no folder of this checkout: it says what a folder of recorded answers is",
        arguments: [
            (Language.en, "--replay <folder>", "--record <folder>"), (.ru, "--replay <папка>", "--record <папка>"),
        ])
    func theReplayHintDependsOnNoCheckout(language: Language, replay: String, record: String) throws {
        let list = CharacterListSnapshot(phase: .failed(page: 1, .offline("cannot connect")))
        let hint = try #require(present(list, language: language, isLive: true)?.hint)
        #expect(!hint.contains("../") && !hint.contains("shared/data"), "\(hint)")
        #expect(hint.contains(replay) && hint.contains(record), "\(hint)")
    }

    /// The snapshots below disagree with what was drawn before on purpose: a row the
    /// presenter read again would show it.
    @Test func aPageAppendsOnlyItsOwnRowsAndReusesTheEarlierOnes() throws {
        let presenter = CharacterListPresenter(interactor: interactor, router: router, localization: Localization(.en), isLive: false)
        presenter.view = view
        presenter.didUpdate(twoLoaded, changedPictures: [])
        var next = twoLoaded
        next.characters = [renamed(Fixtures.character(1)), Fixtures.character(2), Fixtures.character(3), Fixtures.character(4)]
        next.pictures = [1: .failed(reason: "gone"), 3: .loading]
        presenter.didUpdate(next, changedPictures: [])
        let model = try #require(view.last)
        #expect(model.rows.map(\.cells) == [["Character 1"], ["Character 2"], ["Character 3"], ["Character 4"]])
        #expect(model.rows.map { $0.image?.state.name } == ["loading", "none", "loading", "none"])
        #expect(model.footer == "Loading… 4 of 826")
    }

    @Test func aPictureChangesOnlyItsOwnRow() throws {
        let presenter = CharacterListPresenter(interactor: interactor, router: router, localization: Localization(.en), isLive: false)
        presenter.view = view
        presenter.didUpdate(twoLoaded, changedPictures: [])
        var next = twoLoaded
        next.characters[0] = renamed(next.characters[0])
        next.pictures = [1: .failed(reason: "gone"), 2: .loading]
        presenter.didUpdate(next, changedPictures: [2])
        let model = try #require(view.last)
        #expect(model.rows.map { $0.image?.state.name } == ["loading", "loading"])
        #expect(model.rows.map(\.cells) == [["Character 1"], ["Character 2"]])
    }

    private func renamed(_ character: RMCharacter) -> RMCharacter {
        RMCharacter(
            id: character.id, name: "Renamed", status: character.status, species: character.species, type: character.type,
            gender: character.gender, origin: character.origin, location: character.location, image: character.image, episode: character.episode)
    }

    @Test func eventsGoToTheInteractorAndRouter() {
        let presenter = CharacterListPresenter(interactor: interactor, router: router, localization: Localization(.en), isLive: false)
        presenter.viewDidLoad()
        presenter.didTapRetry()
        presenter.didSelectCharacter(id: 2)
        #expect(interactor.log.calls == [.start, .retry])
        #expect(router.log.calls == [.openCharacter(id: 2)])
    }

    @Test("the characters the framework says are on screen are the ones whose pictures are asked for")
    func theCharactersOnScreenGetTheirPictures() throws {
        let presenter = CharacterListPresenter(interactor: interactor, router: router, localization: Localization(.en), isLive: false)
        presenter.view = view
        presenter.didUpdate(CharacterListSnapshot(characters: (1...6).map { Fixtures.character($0) }, total: 6, phase: .complete), changedPictures: [])
        #expect(interactor.log.calls.isEmpty, "rows arriving ask for nothing until they show")
        presenter.visibleRowsDidChange(in: "characters", ids: ["1", "2"])
        presenter.visibleRowsDidChange(in: "characters", ids: ["4", "5", "6"])
        #expect(interactor.log.calls == [.showPictures(of: [1, 2]), .showPictures(of: [4, 5, 6])])
    }
}
