import EventMapAPI
import Foundation
import Testing
import Viper
import ViperLocation
import ViperTesting

@testable import EventMap
@testable import EventMapServer

/// A real backend on a temporary file, an account store beside it, and a harness whose
/// virtual clock drives the map's change feed.
@MainActor
final class MapScreensFixture {
    let folder: TemporaryFolder
    let harness: ModuleHarness<EventMapApp>
    let backend: EventsService
    let account: AccountStore
    let services: EventMapServices
    let path: String
    private var seederToken: String?

    init(language: Language = .en, timeZone: TimeZone = .gmt) throws {
        folder = try TemporaryFolder()
        harness = ModuleHarness<EventMapApp>(language: language, timeZone: timeZone)
        path = folder.url.appendingPathComponent("events.sqlite").path
        backend = try EventsService.sqlite(path: path, hashing: .fastForTests, clock: .reading(harness.clock), logger: .quiet)
        account = AccountStore(storage: DocumentStore(folder: folder.url.appendingPathComponent("data", isDirectory: true), notices: harness.notices))
        let drafts = DraftStore(
            storage: DocumentStore(folder: folder.url.appendingPathComponent("data", isDirectory: true), notices: harness.notices), notices: harness.notices)
        services = EventMapServices(
            api: harness.client(of: backend), account: account, drafts: drafts,
            files: DocumentStore(folder: folder.url.appendingPathComponent("data", isDirectory: true), notices: harness.notices))
    }

    static let centre = MapViewport.events.centre

    /// Registers Morty through the API and keeps his session, as signing in does.
    @discardableResult
    func signIn() async throws -> SignedIn {
        let session = try await backend.register(Registration(name: "Morty", email: "morty@example.org", birthDate: "2005-02-03", password: "aw-jeez-rick"))
        #expect(account.keep(session) == nil)
        return session
    }

    /// Creates an event as another user, straight on the server.
    @discardableResult
    func seed(
        _ title: String, type: EventType = .music, age: AgeRestriction = .none, at latitude: Double = 55.7539, _ longitude: Double = 37.6208,
        description: String = "", time: EventTime? = nil, on api: EventsService? = nil
    ) async throws -> Event {
        let api = api ?? backend
        if seederToken == nil {
            seederToken = try await api.register(Registration(name: "Rick", email: "rick@example.org", birthDate: "1970-03-04", password: "wubbalubba")).token
        }
        let draft = EventDraft(
            title: title, description: description, address: "Red Square", type: type, age: age,
            position: Coordinate(latitude: latitude, longitude: longitude)!, time: time)
        return try await api.createEvent(draft, token: seederToken!)
    }

    func showMap() async throws {
        harness.launchEventMap(at: .map, services: services)
        await harness.settle()
    }

    var screen: Screen { harness.screen }

    /// The ids of the events listed under the map.
    var listed: [String] { screen.table("events")?.rows.map(\.id) ?? [] }

    var mapText: String { screen.text(of: "map") ?? "" }
}

@MainActor
@Suite("Events map")
struct EventsMapTests {
    let fixture: MapScreensFixture
    var harness: ModuleHarness<EventMapApp> { fixture.harness }

    init() throws {
        fixture = try MapScreensFixture()
    }

    @Test func eventsInTheAreaAreDrawnAndListedAndOthersAreNot() async throws {
        let rock = try await fixture.seed("Rock Night", type: .music, age: .eighteen)
        let film = try await fixture.seed("Open-air film", type: .cinema, age: .twelve, at: 55.7560, 37.6250)
        _ = try await fixture.seed("Out of sight", type: .sport, at: 55.80, 37.62)
        _ = try await fixture.seed("Far away gig", type: .theatre, at: 59.93, 30.31)
        try await fixture.showMap()

        let screen = fixture.screen
        #expect(screen.id == "eventmap.map")
        #expect(screen.title == "Events")
        guard case .group(let top)? = screen.elements.first?.kind else {
            Issue.record("the map does not start with its top row")
            return
        }
        #expect(top.alignment == .trailing && top.children.map(\.id) == ["profile"], "the profile button sits at the top right")
        #expect(fixture.listed == [String(rock.id), String(film.id)])
        let rows = try #require(screen.table("events")?.rows)
        #expect(rows[0].cells == ["♫ Rock Night", "", "Music", "18+"], "stored with no time: none to say")
        #expect(rows[1].cells == ["▤ Open-air film", "", "Cinema", "12+"])
        #expect(fixture.mapText.contains("♫") && fixture.mapText.contains("▤"))
        #expect(!fixture.mapText.contains("◎") && !fixture.mapText.contains("⌂"))
        #expect(screen.text(of: "status") == "Centre 55.75390,37.62080 · 2 events")
        let map = try #require(screen.canvas("map"))
        #expect(map.lines.allSatisfy { TextWidth.of($0.plainText) <= Room.standard.contentColumns })
    }

    @Test func moreEventsInSightThanAPageHoldsAreCountedWithAWordToZoomIn() async throws {
        let token = try await fixture.backend.register(Registration(name: "Rick", email: "rick@example.org", birthDate: "1970-03-04", password: "wubbalubba"))
            .token
        let drafts = (0..<503).map { index in
            EventDraft(
                title: "Stall \(index)", description: "", address: "", type: .other, age: .none,
                position: Coordinate(latitude: 55.7530 + Double(index % 10) * 0.0002, longitude: 37.6200)!)
        }
        _ = try await fixture.backend.createEvents(drafts, token: token)
        try await fixture.showMap()
        #expect(fixture.screen.text(of: "status") == "Centre 55.75390,37.62080 · 500 events · 3 more: zoom in", "a page is the server's 500")
    }

    @Test func theGlyphsAreDistinctAndOneColumnWide() {
        let glyphs = EventType.allCases.map(\.glyph)
        #expect(Set(glyphs).count == EventType.allCases.count)
        #expect(glyphs.allSatisfy { TextWidth.of($0) == 1 && $0.count == 1 })
    }

    /// The ids of the points in the map's model: the events loaded.
    var loadedIDs: [String] {
        guard case .array(let points)? = fixture.screen.canvas("map")?.model["points"] else { return [] }
        return points.compactMap { if case .string(let id)? = $0["id"] { id } else { nil } }
    }

    @Test func onlyWhatTheDisplaysMapShowsIsLoaded() async throws {
        let near = try await fixture.seed("Chess in the park", at: 55.7545, 37.6190)
        let north = try await fixture.seed("Two kilometres north", at: 55.772, 37.6208)
        try await fixture.showMap()
        #expect(loadedIDs == [String(near.id)], "an event beyond the map's edge is not even loaded")
        harness.displaySize = Room(columns: 80, rows: 60)
        try harness.send(.tap(element: "zoomOut", item: nil))
        await harness.settle()
        #expect(loadedIDs == [String(near.id), String(north.id)], "a taller display's map shows it, so it is loaded")
    }

    @Test func theMapModelListsTheEventsInSight() async throws {
        let event = try await fixture.seed("Chess in the park", type: .sport, age: .six, at: 55.7545, 37.6190)
        try await fixture.showMap()
        let map = try #require(fixture.screen.canvas("map"))
        guard case .array(let events)? = map.model["points"] else {
            Issue.record("the map's model lists no events")
            return
        }
        #expect(events.count == 1)
        let first = try #require(events.first)
        #expect(first["id"] == .string(String(event.id)))
        #expect(first["label"] == .string("Chess in the park · Sport"))
        #expect(first["latitude"] == .number(55.7545))
        #expect(first["longitude"] == .number(37.6190))
        #expect(first["kind"] == .string("Sport"))
        guard case .number(let metres)? = first["distance"] else {
            Issue.record("no distance")
            return
        }
        #expect(abs(metres - Geodesy.distance(MapViewport.events.centre, event.position)) < 1e-6, "from the centre: there is no user")

        let canvas = try #require(try FrameJSON(harness.frame).element("map"))
        let model = try #require(canvas["model"] as? [String: Any])
        let listed = try #require(model["points"] as? [[String: Any]])
        #expect(listed.first?["label"] as? String == "Chess in the park · Sport")
    }

    @Test func tappingARowOpensTheEventsDetails() async throws {
        let event = try await fixture.seed("Rock Night")
        try await fixture.showMap()
        try harness.send(.tap(element: "events", item: String(event.id)))
        #expect(fixture.screen.id == "eventmap.details")
        #expect(fixture.screen.text(of: "title") == "Rock Night")
        try harness.back()
        await harness.settle()
        #expect(fixture.screen.id == "eventmap.map")
    }

    @Test func panningAndZoomingChangeWhatIsInSight() async throws {
        let event = try await fixture.seed("Rock Night")
        let east = try await fixture.seed("East side", at: 55.7539, 37.6450)
        try await fixture.showMap()
        // At 40 columns the map is 36 × 50 m = 1 800 m wide; the east event is 1 518 m away.
        harness.displaySize = Room(columns: 40, rows: 30)
        #expect(fixture.listed == [String(event.id)])
        try harness.send(.swipe(.left))
        try harness.send(.swipe(.left))
        await fixture.harness.settle()
        #expect(fixture.listed == [String(east.id)], "two swipes left move the map a full width east")
        try harness.send(.swipe(.right))
        try harness.send(.swipe(.right))
        await fixture.harness.settle()
        #expect(fixture.listed == [String(event.id)])
        try harness.tap("zoomOut")
        await fixture.harness.settle()
        #expect(fixture.listed == [String(event.id), String(east.id)])
        try harness.tap("zoomIn")
        try harness.tap("zoomIn")
        await fixture.harness.settle()
        #expect(fixture.listed == [String(event.id)])
        try harness.tap("north")
        try harness.tap("north")
        await fixture.harness.settle()
        #expect(fixture.listed.isEmpty)
        #expect(fixture.screen.table("events")?.emptyText == "No events here")
    }

    @Test func longPressingTheMapOpensCreationForThatPoint() async throws {
        try await fixture.showMap()
        try harness.send(.longPress(element: "map", item: nil, point: CanvasPoint(55.7539, 37.6208)))
        #expect(fixture.screen.id == "eventmap.create")
        #expect(fixture.screen.placeholder(of: "address") == "near 55.7539° N, 37.6208° E")
        #expect(fixture.screen.text(of: "title") == "")
    }

    @Test func aPointOutsideTheVisibleAreaIsRefused() async throws {
        try await fixture.showMap()
        #expect {
            try harness.send(.longPress(element: "map", item: nil, point: CanvasPoint(55.9, 37.6208)))
        } throws: { error in
            guard case .rejected(let message) = error as? InteractionError else { return false }
            return message.in(.en).contains("outside the visible area")
        }
        #expect(throws: InteractionError.self) { try harness.send(.longPress(element: "map", item: nil, point: nil)) }
        #expect(fixture.screen.id == "eventmap.map")
    }

    @Test func anEventCreatedElsewhereIsPushedToTheMapWithoutTheClockMoving() async throws {
        try await fixture.showMap()
        #expect(fixture.listed.isEmpty)
        let otherProcess = try EventsService.sqlite(path: fixture.path, hashing: .fastForTests, clock: .reading(harness.clock), logger: .quiet)
        let event = try await fixture.seed("Flash mob", type: .other, on: otherProcess)
        var redraws = 0
        harness.navigator.onNeedsDisplay = { redraws += 1 }
        let before = harness.clock.now
        await harness.settle(until: { self.fixture.listed == [String(event.id)] })
        #expect(fixture.mapText.contains("✱"))
        #expect(redraws > 0, "the map asked to be drawn again by itself")
        #expect(harness.clock.now == before, "pushed, not polled")
    }

    @Test func aLostFeedSaysOfflineRetriesBackingOffTo30SecondsAndResumesAfterTheLastChangeSeen() async throws {
        let api = FaultyServerAPI(fixture.services.api)
        let services = EventMapServices(api: api, account: fixture.account, drafts: fixture.services.drafts, files: fixture.services.files)
        harness.launchEventMap(at: .map, services: services)
        await harness.settle()
        let seen = try await fixture.seed("Seen before the loss")
        await harness.settle(until: { self.fixture.listed == [String(seen.id)] })

        api.cutFeed()
        await harness.settle(until: { self.status.hasSuffix("offline, trying again in 1 s") })
        guard case .label(let line)? = fixture.screen.element("status")?.kind else {
            Issue.record("no status line")
            return
        }
        #expect(line.tone == .warning)
        let missed = try await fixture.seed("Created while offline", at: 55.7560, 37.6250)
        for wait in [1, 2, 4, 8, 16, 30] {
            await harness.advance(by: .seconds(wait))
            await harness.settle()
            #expect(status.hasSuffix("offline, trying again in \(min(wait * 2, 30)) s"), "after a try \(wait) s later")
        }
        api.restoreFeed()
        await harness.advance(by: .seconds(30))
        await harness.settle()
        #expect(status.hasSuffix("back online"))
        #expect(Set(fixture.listed) == [String(seen.id), String(missed.id)])
        #expect(api.feedRequests == [nil] + Array(repeating: 1, count: 7), "every try asks for what came after the last change seen")
        await harness.advance(by: ChangeFeedFollower.backOnlineShown)
        #expect(!status.contains("online"), "the status line stops saying so")
    }

    private var status: String { fixture.screen.text(of: "status") ?? "" }

    @Test("each event is listed once, under the map, with the number the map draws beside it")
    func eachEventIsListedOnce() async throws {
        let jazz = try await fixture.seed("Rooftop jazz")
        try await fixture.showMap()
        let text = harness.rendered(width: 80)
        #expect(text.components(separatedBy: "Rooftop jazz").count == 2, "listed once:\n\(text)")
        let row = try #require(harness.frame.targets.first { $0.itemID == String(jazz.id) })
        #expect(fixture.mapText.contains("♫\(row.number)"), "the map's number is the row's:\n\(fixture.mapText)")
        #expect(fixture.screen.canvas("map")?.items.isEmpty == true)
    }

    @Test("a map whose events failed to load says why, not that there are none")
    func aFailedLoadIsNotCalledNoEvents() async throws {
        harness.network.isOnline = false
        try await fixture.showMap()
        let text = harness.rendered(width: 80)
        #expect(fixture.screen.text(of: "problem")?.hasPrefix("Events could not be loaded") == true)
        #expect(!text.contains("No events here"), "\(text)")
        harness.network.isOnline = true
        await harness.advance(by: .seconds(1))
        await harness.settle()
        await harness.advance(by: ChangeFeedFollower.backOnlineShown)
    }

    @Test func replacingTheMapReleasesTheWholeModule() async throws {
        try await fixture.showMap()
        let parts = try #require(harness.navigator.topView as? EventsMapView).parts.all.map(\.name)
        #expect(parts == ["EventsMapPresenter", "EventsMapInteractor", "EventsMapRouter"])
        harness.open(.signIn(notice: nil))
        harness.expectReleasedModulesGone()
    }
}
