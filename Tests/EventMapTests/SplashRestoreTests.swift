import EventMapAPI
import Foundation
import Testing
import Viper
import ViperTesting

@testable import EventMap
@testable import EventMapServer

/// A device with Rick's saved session, relaunched on a server whose token check can fail.
@MainActor
struct SavedSessionWorld {
    let harness: ModuleHarness<EventMapApp>
    let folder: TemporaryFolder
    let backend: EventsService
    let api: FaultyServerAPI
    let services: EventMapServices
    let token: String

    init(language: Language = .en) async throws {
        harness = ModuleHarness<EventMapApp>(language: language)
        folder = try TemporaryFolder()
        backend = try EventsService.sqlite(
            path: folder.url.appendingPathComponent("events.sqlite").path, hashing: .fastForTests, clock: .reading(harness.clock), logger: .quiet)
        let session = try await backend.register(EventMapWorld.rick)
        token = session.token
        #expect(AccountStore(storage: DocumentStore(folder: folder.url, notices: harness.notices)).keep(session) == nil)
        api = FaultyServerAPI(harness.client(of: backend))
        services = EventMapServices(
            api: api, account: AccountStore(storage: DocumentStore(folder: folder.url, notices: harness.notices)),
            drafts: DraftStore(storage: DocumentStore(folder: folder.url, notices: harness.notices), notices: harness.notices),
            files: DocumentStore(folder: folder.url, notices: harness.notices))
    }

    var screen: Screen { harness.screen }

    func launch() async {
        harness.launchEventMap(at: .splash, services: services)
        await harness.settle()
    }

    /// What a next launch of the app would find on disk.
    var savedToken: String? {
        AccountStore(storage: DocumentStore(folder: folder.url, notices: Notices())).savedToken
    }
}

@MainActor
@Suite("Event Map restores a saved session", .timeLimit(.minutes(5)))
struct SplashRestoreTests {
    @Test func aStorageFailureKeepsTheTokenSaysWhatFailedAndRetryOpensTheMap() async throws {
        let world = try await SavedSessionWorld()
        world.api.failTokenChecks(with: .storage("disk I/O error"))
        await world.launch()

        #expect(world.screen.id == "eventmap.splash")
        #expect(world.savedToken == world.token, "a failure to check the token does not sign the user out")
        #expect(world.screen.text(of: "failure") == "Could not check your saved session. The server failed: disk I/O error You are still signed in: try again.")
        #expect(world.screen.isVisible("retry") == true)
        #expect(world.screen.isVisible("status") == false)

        try world.harness.tap("Retry")
        await world.harness.settle()
        #expect(world.screen.id == "eventmap.splash", "the server still fails: still on the splash, still signed in")
        #expect(world.screen.isVisible("retry") == true)

        world.api.failTokenChecks(with: nil)
        try world.harness.tap("Retry")
        await world.harness.settle()
        #expect(world.screen.id == "eventmap.map")
        #expect(world.services.account.signedIn?.user.name == "Rick")
        #expect(world.savedToken == world.token)
    }

    @Test func theFailureIsSaidInRussianToo() async throws {
        let world = try await SavedSessionWorld(language: .ru)
        world.api.failTokenChecks(with: .storage("disk I/O error"))
        await world.launch()
        #expect(
            world.screen.text(of: "failure")
                == "Не удалось проверить сохранённый сеанс. Ошибка сервера: disk I/O error Вы по-прежнему в аккаунте: попробуйте ещё раз.")
        #expect(world.screen.text(of: "retry") == "Повторить")
    }

    @Test(arguments: [EventsError.expiredToken, .invalidToken])
    func aTokenTheServerRejectsIsForgottenAndLeadsToSignIn(_ rejection: EventsError) async throws {
        let world = try await SavedSessionWorld()
        world.api.failTokenChecks(with: rejection)
        await world.launch()
        #expect(world.screen.id == "eventmap.sign-in")
        #expect(world.savedToken == nil)
    }

    @Test func aTokenRevokedBySigningOutElsewhereIsForgotten() async throws {
        let world = try await SavedSessionWorld()
        await world.backend.signOut(token: world.token)
        await world.launch()
        #expect(world.screen.id == "eventmap.sign-in")
        #expect(world.screen.text(of: "message") == "Your saved session is not valid: please sign in again.")
        #expect(world.savedToken == nil)
    }
}
