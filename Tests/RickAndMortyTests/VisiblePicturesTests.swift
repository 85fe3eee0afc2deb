import Testing
import Viper
import ViperTesting

@testable import RickAndMorty

/// Pictures load only for rows on screen; scrolling away cancels; each is fetched once.
@MainActor
@Suite("Pictures for visible rows")
struct VisiblePicturesTests {
    let harness = ModuleHarness<RickAndMortyApp>()
    let service: ControllableService

    init() {
        service = ControllableService(idle: harness.idle, pages: Fixtures.pages(1, perPage: 20))
    }

    func showList() async {
        show(service)
        service.release("page 1")
        await harness.settle()
    }

    func show(_ service: ControllableService) {
        let services = RickAndMortyServices(service: service, pictures: PictureStore(service: service, idle: harness.idle), isLive: false)
        do {
            try harness.launch(RickAndMortyApp()) { _ in services }
        } catch {
            Issue.record("the app did not launch: \(error.message)")
        }
    }

    func picture(_ id: Int) -> String { "picture https://rickandmortyapi.com/api/character/avatar/\(id).jpeg" }

    func imageStates() -> [String] {
        harness.screen.table("characters")?.rows.map { $0.image?.state.name ?? "-" } ?? []
    }

    @Test func onlyTheVisibleRowsAskForPictures() async throws {
        await showList()
        let table = try #require(harness.screen.table("characters"))
        let visible = Array(table.visibleRange)
        #expect(visible == Array(0..<5), "five rows of 6×6 faces fit 24 lines")
        #expect(Set(service.started.filter { $0.hasPrefix("picture") }) == Set((1...5).map(picture)))
        #expect(imageStates().prefix(6) == ["loading", "loading", "loading", "loading", "loading", "none"])
        await harness.cancelWorkInFlight()
    }

    @Test func scrollingAwayCancelsWhatHasNotArrivedAndNothingIsFetchedTwice() async throws {
        await showList()
        service.release(picture(1))
        await harness.settle()

        try harness.send(.scroll(table: "characters", .by(10)))
        await harness.settle()
        #expect(Set(service.inFlight) == Set((11...15).map(picture)), "pictures 2 to 5 were cancelled when their rows left")
        #expect(imageStates()[1] == "none" && imageStates()[0] == "loaded")

        try harness.send(.scroll(table: "characters", .by(-10)))
        await harness.settle()
        #expect(service.started.filter { $0 == picture(1) }.count == 1, "a loaded picture is kept, not fetched again")
        #expect(service.started.filter { $0 == picture(2) }.count == 2, "a cancelled one is asked for again when it returns")
        #expect(imageStates()[0] == "loaded")
    }

    @Test func appendingRowsDoesNotMoveTheWindow() async throws {
        let service = ControllableService(idle: harness.idle, pages: Fixtures.pages(2, perPage: 10))
        show(service)
        service.release("page 1")
        await harness.settle()
        try harness.send(.scroll(table: "characters", .by(3)))
        let before = try #require(harness.screen.table("characters")).visibleRange
        service.release("page 2")
        await harness.settle()
        #expect(try #require(harness.screen.table("characters")).visibleRange == before)
        await harness.cancelWorkInFlight()
    }
}
