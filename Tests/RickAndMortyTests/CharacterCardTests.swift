import Testing
import Viper
import ViperTesting

@testable import RickAndMorty

@MainActor
@Suite("Character card")
struct CharacterCardTests {
    let output = CharacterCardInteractorOutputSpy()
    let harness = InteractorHarness()
    static let citadel = RMLocation(id: 3, name: "Citadel of Ricks", type: "Space station", dimension: "unknown")
    static let episodes = [
        1: RMEpisode(id: 1, name: "Pilot", airDate: "December 2, 2013", code: "S01E01", characters: []),
        7: RMEpisode(id: 7, name: "Raising Gazorpazorp", airDate: "March 10, 2014", code: "S01E07", characters: []),
        28: RMEpisode(id: 28, name: "The Ricklantis Mixup", airDate: "September 10, 2017", code: "S03E07", characters: []),
    ]

    func makeInteractor(_ service: ControllableService, id: Int = 1) -> CharacterCardInteractor {
        let interactor = CharacterCardInteractor(
            id: id, service: service, pictures: PictureStore(service: service, idle: harness.idle), tasks: harness.tasks)
        interactor.report(to: output) { $0 }
        return interactor
    }

    @Test func locationEpisodesAndPictureAllStartBeforeAnyCompletes() async throws {
        let page = CharacterPage(info: .init(count: 1, pages: 1), results: [Fixtures.character(1, episodes: [28, 1, 7])])
        let service = ControllableService(idle: harness.idle, pages: [page], locations: [3: Self.citadel], episodes: Self.episodes)
        let interactor = makeInteractor(service)
        interactor.load()
        await harness.settle()
        #expect(service.started == ["character 1"], "the character comes first")
        service.release("character 1")

        let parallel = ["location https://rickandmortyapi.com/api/location/3", "episodes", "picture https://rickandmortyapi.com/api/character/avatar/1.jpeg"]
        await service.untilStarted(parallel)
        #expect(Set(service.inFlight) == Set(parallel), "all three are in flight at once, none finished")
        #expect(service.finished == ["character 1"])

        parallel.reversed().forEach(service.release)
        await harness.settle()
        guard case .didLoad(let card) = try #require(output.log.calls.last) else {
            Issue.record("the card did not load: \(output.log.calls)")
            return
        }
        #expect(card.location == Self.citadel)
        #expect(card.episodes.map(\.code) == ["S03E07", "S01E01", "S01E07"], "the character's own episode order")
        #expect(card.picture.name == "loaded")
        withExtendedLifetime(interactor) {}
    }

    @Test func anUnknownLocationIsNotRequested() async throws {
        let page = CharacterPage(info: .init(count: 1, pages: 1), results: [Fixtures.character(1, location: "")])
        let service = ControllableService(idle: harness.idle, pages: [page], episodes: Self.episodes)
        let interactor = makeInteractor(service)
        interactor.load()
        service.release("character 1")
        service.release("episodes")
        service.release("picture https://rickandmortyapi.com/api/character/avatar/1.jpeg")
        await harness.settle()
        guard case .didLoad(let card) = try #require(output.log.calls.last) else {
            Issue.record("the card did not load")
            return
        }
        #expect(card.location == nil)
        #expect(!service.started.contains { $0.hasPrefix("location") })
        withExtendedLifetime(interactor) {}
    }

    @Test func aFailureIsReported() async throws {
        let service = ControllableService(idle: harness.idle, pages: Fixtures.pages(1))
        let interactor = makeInteractor(service, id: 1)
        interactor.load()
        service.fail("character 1", with: .status(500, message: "Internal Server Error"))
        await harness.settle()
        #expect(output.log.calls == [.didStartLoading, .didFail(.status(500, message: "Internal Server Error"))])
    }

    @Test("a 404 for the character itself means there is no such character, and nothing more is asked for")
    func aCharacterTheAPIDoesNotHaveIsUnknown() async throws {
        let service = ControllableService(idle: harness.idle, pages: Fixtures.pages(1))
        let interactor = makeInteractor(service, id: 99)
        interactor.load()
        service.release("character 99")
        await harness.settle()
        #expect(output.log.calls == [.didStartLoading, .didFindNoCharacter(id: 99)])
        #expect(service.started == ["character 99"], "nothing more is asked for")
    }

    @Test func thePresenterShowsTheFactsAndEpisodesInBothLanguages() throws {
        let card = CharacterCard(
            character: Fixtures.character(1), location: Self.citadel,
            episodes: [Self.episodes[1]!], picture: .none)
        for (language, location, episodes) in [
            (Language.en, "Location: Citadel of Ricks (Space station)", "Episodes: 1"),
            (.ru, "Местонахождение: Citadel of Ricks (Space station)", "Эпизоды: 1"),
        ] {
            let view = ViewSpy<CharacterCardViewModel>()
            let presenter = CharacterCardPresenter(
                interactor: CharacterCardInteractorInputSpy(), router: CharacterCardRouterInputSpy(), localization: Localization(language), notices: Notices())
            presenter.view = view
            presenter.didLoad(card)
            let shown = try #require(view.last)
            #expect(shown.title == "Character 1")
            #expect(shown.facts.map { "\($0.label): \($0.value)" }.last == location)
            #expect(shown.episodesTitle == episodes)
            #expect(shown.episodes.first?.cells == ["S01E01", "Pilot", "December 2, 2013"])
        }
    }

    @Test("the episodes stay where they were scrolled when the picture arrives, and scroll to a row moves them back")
    func theEpisodesKeepTheirPlaceWhenThePictureArrives() async throws {
        let page = CharacterPage(info: .init(count: 1, pages: 1), results: [Fixtures.character(1, episodes: Array(1...40))])
        let world = RickAndMortyWorld(Room(columns: 80, rows: 40), pages: [page], episodes: DisplayRoomTests.manyEpisodes)
        let picture = RickAndMortyWorld.picture(1)
        world.service.fail(picture, with: .offline("no route"))
        await world.showCard(1)
        func episodes() throws -> Range<Int> { try #require(world.harness.screen.table("episodes")).visibleRange }
        try world.harness.send(.scroll(table: "episodes", .by(5)))
        let scrolled = try episodes()
        #expect(scrolled.lowerBound == 5)
        world.service.stopFailing(picture)
        try world.harness.tap("Retry")
        await world.harness.settle()
        guard case .image(let shown)? = world.harness.screen.element("picture")?.kind else {
            Issue.record("no picture on the card")
            return
        }
        #expect(shown.state.name == "loaded")
        #expect(try episodes().lowerBound == scrolled.lowerBound, "Retry gone, the episodes have a line more, from the same first row")
        try world.harness.send(.scroll(table: "episodes", .toRow("1")))
        #expect(try episodes().lowerBound == 0)
    }

    @Test("in Russian every unknown value of a card is «неизвестно»: species, gender and status alike; known species are Russian too")
    func unknownValuesAreRussianToo() throws {
        let known = Fixtures.character(1)
        let unknown = RMCharacter(
            id: 2, name: "Character 2", status: "unknown", species: "unknown", type: "", gender: "unknown",
            origin: known.origin, location: known.location, image: known.image, episode: known.episode)
        for (character, facts) in [
            (unknown, ["Пол: неизвестно", "Статус: неизвестно", "Вид: неизвестно"]), (known, ["Пол: женский", "Статус: жива", "Вид: человек"]),
        ] {
            let view = ViewSpy<CharacterCardViewModel>()
            let presenter = CharacterCardPresenter(
                interactor: CharacterCardInteractorInputSpy(), router: CharacterCardRouterInputSpy(), localization: Localization(.ru), notices: Notices())
            presenter.view = view
            presenter.didLoad(CharacterCard(character: character, location: Self.citadel, episodes: [], picture: .none))
            #expect(try #require(view.last).facts.prefix(3).map { "\($0.label): \($0.value)" } == facts)
        }
    }

    @Test("the card's body names the character, not only its title bar")
    func theBodyNamesTheCharacter() async throws {
        let world = RickAndMortyWorld()
        await world.showCard(1)
        #expect(world.harness.screen.isVisible("name") == true)
        #expect(world.harness.screen.text(of: "name") == "Character 1")
        #expect(world.harness.rendered().components(separatedBy: "Character 1").count - 1 == 2, "in the title bar and in the body")
    }

    @Test("--json gives the facts as values, the same in every language: numbers, and codes for words", arguments: [Language.en, .ru])
    func theFactsAreTypedValuesInJSON(language: Language) async throws {
        let world = RickAndMortyWorld(language: language)
        await world.showCard(1)
        let frame = JSONRenderer.value(for: world.harness.frame)
        guard case .array(let elements)? = frame["elements"],
            let facts = elements.first(where: { $0["id"] == .string("facts") })
        else {
            Issue.record("no facts element in \(frame.serialized)")
            return
        }
        #expect(
            facts["model"]
                == .object([
                    ("id", .number(1)), ("name", .string("Character 1")), ("gender", .string("female")), ("status", .string("alive")),
                    ("species", .string("Human")), ("location", .string("Citadel of Ricks")), ("episodes", .number(1)),
                ]))
    }
}
