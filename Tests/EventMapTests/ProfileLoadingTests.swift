import EventMapAPI
import Testing
import Viper
import ViperLocation
import ViperTesting

@testable import EventMap
@testable import EventMapServer

/// The profile says it is loading until the interactor reports the user's events.
@MainActor
@Suite("The profile while it loads")
struct ProfileLoadingTests {
    func openProfile(_ language: Language) async throws -> EventMapWorld {
        let world = try EventMapWorld(language: language)
        _ = world.services.account.keep(try await world.backend.register(EventMapWorld.rick))
        world.harness.launchEventMap(at: .profile, services: world.services)
        return world
    }

    @Test(arguments: [
        (Language.en, "Loading your events…", "You have not created any events yet."),
        (.ru, "Загрузка ваших событий…", "Вы ещё не создали ни одного события."),
    ])
    func itSaysLoadingUntilTheEventsArriveThenWhatThereIs(language: Language, loading: String, empty: String) async throws {
        let world = try await openProfile(language)
        #expect(world.screen.isVisible("loading") == true)
        #expect(world.screen.text(of: "loading") == loading)
        #expect(world.screen.isVisible("events") == false)
        let frame = world.harness.rendered(width: 60)
        #expect(frame.contains(loading) && !frame.contains(empty), "\(frame)")

        await world.harness.settle()
        #expect(world.screen.isVisible("loading") == false)
        #expect(world.screen.isVisible("events") == true)
        let loaded = world.harness.rendered(width: 60)
        #expect(loaded.contains(empty) && !loaded.contains(loading), "\(loaded)")
    }

    @Test func theLoadedEventsReplaceTheIndicator() async throws {
        let world = try EventMapWorld()
        let session = try await world.backend.register(EventMapWorld.rick)
        _ = world.services.account.keep(session)
        _ = try await world.backend.createEvent(
            EventDraft(
                title: "Rooftop jazz", description: "", address: "Red Square", type: .music, age: .none,
                position: Coordinate(latitude: 55.75, longitude: 37.62)!), token: session.token)
        world.harness.launchEventMap(at: .profile, services: world.services)
        #expect(world.screen.isVisible("loading") == true)
        await world.harness.settle()
        #expect(world.screen.isVisible("loading") == false)
        guard case .table(let table) = world.screen.element("events")?.kind else {
            Issue.record("no table of events")
            return
        }
        #expect(table.rows.count == 1)
    }

    /// Events that could not be loaded are not said to be none: the error says what happened.
    @Test(arguments: [(Language.en, "You have not created any events yet."), (.ru, "Вы ещё не создали ни одного события.")])
    func eventsThatFailedToLoadAreNotSaidToBeNone(language: Language, empty: String) async throws {
        let world = try EventMapWorld(language: language)
        _ = world.services.account.keep(try await world.backend.register(EventMapWorld.rick))
        world.harness.network.isOnline = false
        world.harness.launchEventMap(at: .profile, services: world.services)
        await world.harness.settle()
        #expect(world.screen.isVisible("error") == true)
        let frame = world.harness.rendered(width: 60)
        #expect(!frame.contains(empty), "\(frame)")
    }

    @Test func signedOutThereIsNothingToLoad() async throws {
        let world = try EventMapWorld()
        world.harness.launchEventMap(at: .profile, services: world.services)
        #expect(world.screen.isVisible("loading") == false)
        #expect(world.screen.isVisible("signIn") == true)
    }
}
