import Testing
import Viper
import ViperTesting

@testable import RickAndMorty

/// A picture whose transfer failed is asked for again: when its row comes back on screen,
/// on the list's Retry (shown for it as the card's is), on its card, and on the card's Retry.
@MainActor
@Suite("Failed pictures are fetched again")
struct PictureRetryTests {
    let world = RickAndMortyWorld()
    var service: ControllableService { world.service }
    var harness: ModuleHarness<RickAndMortyApp> { world.harness }
    let first = RickAndMortyWorld.picture(1)

    /// The list with picture 1 failed once; the server will give it next time.
    func listWithAFailedPicture() async {
        service.fail(first, with: .offline("no route"))
        await world.showList(releasingPictures: 2...20)
        #expect(world.imageStates()[0] == "failed")
        service.stopFailing(first)
    }

    func fetches(_ key: String) -> Int { service.started.filter { $0 == key }.count }

    @Test func aRowThatComesBackOnScreenLoadsItsPicture() async throws {
        await listWithAFailedPicture()
        try harness.send(.scroll(table: "characters", .by(10)))
        await harness.settle()
        #expect(fetches(first) == 1, "off screen, nothing is asked for")
        try harness.send(.scroll(table: "characters", .by(-10)))
        await harness.settle()
        #expect(fetches(first) == 2)
        #expect(world.imageStates()[0] == "loaded")
        #expect(!harness.rendered().contains("✕"))
    }

    @Test func aRowThatStaysOnScreenIsNotAskedAgainByEveryScroll() async throws {
        let third = RickAndMortyWorld.picture(3)
        service.fail(third, with: .offline("no route"))
        await world.showList(releasingPictures: 1...20)
        try harness.send(.scroll(table: "characters", .by(1)))
        await harness.settle()
        #expect(fetches(third) == 1, "row 3 never left the screen")
        #expect(world.imageStates()[2] == "failed")
    }

    @Test func theListsRetryAsksAgainForTheFailedPicturesOnScreen() async throws {
        let world = RickAndMortyWorld(pages: Fixtures.pages(2, perPage: 10))
        let service = world.service
        service.fail(RickAndMortyWorld.picture(1), with: .offline("no route"))
        service.fail("page 2", with: .offline("no route"))
        await world.showList(releasingPictures: 2...20)
        #expect(world.imageStates()[0] == "failed")
        service.stopFailing(RickAndMortyWorld.picture(1))
        service.stopFailing("page 2")
        try world.harness.tap("Retry")
        await world.harness.settle()
        #expect(world.imageStates()[0] == "loaded")
    }

    @Test("a failed picture on the list is drawn failed and has Retry, as on the card")
    func theListOffersRetryForAFailedPicture() async throws {
        await listWithAFailedPicture()
        #expect(harness.rendered().contains("✕"))
        #expect(harness.screen.isVisible("retry") == true)
        #expect(harness.screen.isVisible("error") == false, "every page arrived")
        try harness.tap("Retry")
        await harness.settle()
        #expect(fetches(first) == 2)
        #expect(world.imageStates()[0] == "loaded")
        #expect(harness.screen.isVisible("retry") == false)
    }

    /// Were Retry to take a line only when it shows, at some heights (49 and 55 lines at 80
    /// columns) the last row would leave as its failed picture brought Retry, forget the
    /// failure, come back and fail again, for ever.
    @Test("Retry coming for failed pictures moves no row off screen", arguments: 44...56)
    func retryForPicturesMovesNoRow(height: Int) async throws {
        let world = RickAndMortyWorld(Room(columns: 80, rows: height))
        for id in 1...20 { world.service.fail(RickAndMortyWorld.picture(id), with: .connectionLost("reset")) }
        await world.showList(releasingPictures: 1...20)
        let shown = try #require(world.harness.screen.table("characters")?.visibleRange)
        #expect(world.imageStates()[shown] == ArraySlice(repeating: "failed", count: shown.count))
        #expect(world.harness.screen.isVisible("retry") == true)
        #expect(world.service.started.count == 1 + shown.count, "page 1 and each picture on screen, once")
    }

    @Test func theCardAsksAgainForAPictureThatFailedOnTheList() async throws {
        await listWithAFailedPicture()
        await world.showCard(1)
        #expect(pictureState() == "loaded")
    }

    @Test func theCardsRetryReloadsItsFailedPicture() async throws {
        service.fail(first, with: .offline("no route"))
        await world.showCard(1)
        #expect(pictureState() == "failed")
        #expect(harness.screen.isVisible("retry") == true)
        #expect(harness.rendered().contains("✕"))
        service.stopFailing(first)
        try harness.tap("Retry")
        await harness.settle()
        #expect(pictureState() == "loaded")
        #expect(harness.screen.isVisible("retry") == false)
        #expect(harness.screen.title == "Character 1", "the card stays loaded while its picture comes again")
        #expect(service.started.filter { $0 == "character 1" }.count == 1)
    }

    func pictureState() -> String? {
        guard case .image(let box) = harness.screen.element("picture")?.kind else { return nil }
        return box.state.name
    }
}
