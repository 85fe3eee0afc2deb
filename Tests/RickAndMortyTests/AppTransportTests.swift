import RickAndMorty
import Testing
import Viper
import ViperTesting

/// The host that makes the app value hands it the transport its requests go to, as a test
/// or a REPL `main` would, with no change to `AppContext`, the harness or the REPL.
@MainActor
@Suite("Rick and Morty on a transport of the host's")
struct AppTransportTests {
    @Test("a launched app sends its first request to the transport it was given")
    func requestsGoToTheGivenTransport() async throws {
        let folder = try TemporaryFolder()
        let api = RecordReplayTests.FakeAPI()
        let harness = ModuleHarness<RickAndMortyApp>()
        try harness.launch(RickAndMortyApp(transport: api), storage: folder.url)
        await harness.settle()
        #expect(api.paths.first == "/api/character?page=1")
    }
}
