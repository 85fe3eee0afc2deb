import EventMapAPI
import Foundation
import Testing
import Viper
import ViperLocation
import ViperTesting

@testable import EventMap
@testable import EventMapServer

/// The whole app, launched as the REPL launches it (on a fast-hashing backend): every
/// screen is opened the way a user opens it and closed again, and every module let go of
/// must be gone with all its parts.
@MainActor
@Suite("Event Map flow")
struct EventMapFlowTests {
    let harness = ModuleHarness<EventMapApp>()
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
        let backend = try EventsService.sqlite(
            path: folder.url.appendingPathComponent("events.sqlite").path, hashing: .fastForTests,
            clock: .reading(harness.clock), logger: NoticesLogHandler.logger(posting: harness.notices))
        try harness.launch(EventMapApp(), storage: folder.url) { [harness] context in
            EventMapServices(
                api: harness.client(of: backend), account: AccountStore(storage: context.storage),
                drafts: DraftStore(storage: context.storage, notices: context.notices), files: context.storage)
        }
    }

    private var screenID: String { harness.screen.id }

    @Test func everyScreenOpensAndClosesAndLetsItsModuleGo() async throws {
        #expect(screenID == "eventmap.splash")
        await harness.settle()
        #expect(screenID == "eventmap.sign-in")

        try harness.tap("Register")
        #expect(screenID == "eventmap.registration")
        try harness.back()
        #expect(screenID == "eventmap.sign-in")
        harness.expectReleasedModulesGone()

        try harness.tap("Register")
        try harness.registerSummer()
        await harness.settle()
        #expect(screenID == "eventmap.map")
        #expect(harness.state.activeStack.count == 1, "the map replaced sign-in and registration")

        try harness.send(.longPress(element: "map", item: nil, point: CanvasPoint(55.7539, 37.6208)))
        #expect(screenID == "eventmap.create")
        try harness.type("Rooftop gig", into: "title")
        try harness.tap("create")
        await harness.settle()
        #expect(screenID == "eventmap.map", "creating closes the form")
        await harness.settle()
        let eventID = try #require(harness.screen.table("events")?.rows.first?.id)

        try harness.tap("filter")
        #expect(screenID == "eventmap.filter")
        try harness.tap("apply")
        #expect(screenID == "eventmap.map", "applying closes the sheet")
        await harness.settle()

        try harness.send(.tap(element: "events", item: eventID))
        #expect(screenID == "eventmap.details")
        try harness.back()
        #expect(screenID == "eventmap.map")
        await harness.settle()

        try harness.tap("profile")
        #expect(screenID == "eventmap.profile")
        await harness.settle()
        try harness.send(.tap(element: "events", item: eventID))
        #expect(screenID == "eventmap.details")
        try harness.back()
        #expect(screenID == "eventmap.profile")
        await harness.settle()
        harness.expectReleasedModulesGone()

        try harness.tap("signOut")
        await harness.settle()
        #expect(screenID == "eventmap.sign-in")
        #expect(harness.state.activeStack.count == 1)
        harness.expectReleasedModulesGone()
    }
}
