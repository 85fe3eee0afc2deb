import Testing
import Viper
import ViperTesting

@testable import RickAndMorty

/// Pictures are kept at the size they are drawn, and only so many of them.
@MainActor
@Suite("Picture store")
struct PictureStoreTests {
    let harness = ModuleHarness<RickAndMortyApp>()
    let service: ControllableService

    init() {
        service = ControllableService(idle: harness.idle, pages: [])
    }

    func avatar(_ id: Int) -> String { "https://rickandmortyapi.com/api/character/avatar/\(id).jpeg" }

    func fetches(_ id: Int) -> Int { service.started.filter { $0 == "picture \(avatar(id))" }.count }

    /// Asks for a picture, lets it arrive and returns its size, or its state when it is not a bitmap.
    func load(_ id: Int, for use: PictureStore.Use, from store: PictureStore) async -> String {
        var state = ImageState.none
        store.request(avatar(id), for: use) { state = $0 }
        service.release("picture \(avatar(id))")
        await harness.settle()
        guard case .loaded(let bitmap) = state else { return state.name }
        return "\(bitmap.width)×\(bitmap.height)"
    }

    @Test func eachBoxGetsThePictureAtItsOwnSizeFromOneFetch() async {
        let store = PictureStore(service: service, idle: harness.idle)
        #expect(await load(1, for: .listRow, from: store) == "12×12", "a list row is 12 columns by 6 lines of two pixels")
        #expect(await load(1, for: .card, from: store) == "24×24")
        #expect(fetches(1) == 1)
    }

    @Test func onlyThePicturesUsedLastAreKept() async {
        let store = PictureStore(service: service, idle: harness.idle, capacity: 2)
        for id in 1...3 { _ = await load(id, for: .listRow, from: store) }
        #expect(store.finished.count == 2)
        _ = await load(3, for: .listRow, from: store)
        _ = await load(2, for: .listRow, from: store)
        #expect(fetches(3) == 1 && fetches(2) == 1, "the two used last are still there")
        #expect(await load(1, for: .listRow, from: store) == "12×12")
        #expect(fetches(1) == 2, "the one used longest ago was let go and is fetched again")
    }
}
