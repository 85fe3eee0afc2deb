import Testing
import Viper
import ViperTesting

@testable import RickAndMorty

/// The list or a card on a harness over a `ControllableService`, on a display of a chosen size.
@MainActor
struct RickAndMortyWorld {
    let harness: ModuleHarness<RickAndMortyApp>
    let service: ControllableService
    let services: RickAndMortyServices

    /// - Parameter exhaustive: the harness's exhaustive mode, for a test that asserts what each of its steps did.
    init(
        _ size: Room = .standard, language: Language = .en, exhaustive: Bool = false, pages: [CharacterPage] = Fixtures.pages(1, perPage: 20),
        locations: [Int: RMLocation] = [3: citadel], episodes: [Int: RMEpisode] = [1: pilot]
    ) {
        harness = ModuleHarness<RickAndMortyApp>(language: language, exhaustive: exhaustive)
        harness.displaySize = size
        service = ControllableService(idle: harness.idle, pages: pages, locations: locations, episodes: episodes)
        services = RickAndMortyServices(service: service, pictures: PictureStore(service: service, idle: harness.idle), isLive: false)
    }

    /// Launches the app on the controllable service, at `start`.
    func launch(at start: RickAndMortyDestination, sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            try harness.launch(RickAndMortyApp(), at: start) { [services] _ in services }
        } catch {
            Issue.record("the app did not launch: \(error.message)", sourceLocation: sourceLocation)
        }
    }

    static let citadel = RMLocation(id: 3, name: "Citadel of Ricks", type: "Space station", dimension: "unknown")
    static let pilot = RMEpisode(
        id: 1, name: "Pilot", airDate: "December 2, 2013", code: "S01E01",
        characters: ["https://rickandmortyapi.com/api/character/1", "https://rickandmortyapi.com/api/character/2"])

    static func picture(_ id: Int) -> String { "picture https://rickandmortyapi.com/api/character/avatar/\(id).jpeg" }

    /// The list with page 1 and every picture let through.
    func showList(releasingPictures ids: ClosedRange<Int> = 1...20) async {
        for id in ids { service.release(Self.picture(id)) }
        service.release("page 1")
        launch(at: .characters)
        await harness.settle()
    }

    /// A card with everything it asks for let through. What it took to show it is not the
    /// caller's to assert: in exhaustive mode, these steps are let off.
    func showCard(_ id: Int) async {
        service.release("character \(id)")
        service.release("episodes")
        service.release("location https://rickandmortyapi.com/api/location/3")
        service.release(Self.picture(id))
        launch(at: .character(id: id))
        harness.skipUnasserted()
        await harness.settle()
        harness.skipUnasserted()
    }

    func imageStates() -> [String] {
        harness.screen.table("characters")?.rows.map { $0.image?.state.name ?? "-" } ?? []
    }
}
