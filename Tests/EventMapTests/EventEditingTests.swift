import EventMapAPI
import Testing
import Viper
import ViperLocation
import ViperTesting

@testable import EventMap
@testable import EventMapServer

/// The author edits and deletes their events, from the details and from the profile, against
/// the real server; everyone else reads them.
@MainActor
@Suite("Editing and deleting events")
struct EventEditingTests {
    let fixture: MapScreensFixture
    var harness: ModuleHarness<EventMapApp> { fixture.harness }

    init() throws {
        fixture = try MapScreensFixture()
    }

    /// Morty signed in, with an event of his own on the server.
    func ownEvent(_ title: String = "Garage sale") async throws -> Event {
        let morty = try await fixture.signIn()
        let draft = EventDraft(
            title: title, description: "Old portal guns", address: "Smith garage", type: .other, age: .none, position: MapScreensFixture.centre)
        return try await fixture.backend.createEvent(draft, token: morty.token)
    }

    func visibleIDs() -> [String] {
        fixture.screen.elements.filter(\.isVisible).map(\.id)
    }

    @Test func theAuthorsDetailsOfferEditAndDeleteAndAnotherUsersDoNot() async throws {
        let own = try await ownEvent()
        let others = try await fixture.seed("Rock Night")
        harness.launchEventMap(at: .details(own), services: fixture.services)
        #expect(visibleIDs().suffix(2) == ["edit", "delete"])
        harness.launchEventMap(at: .details(others), services: fixture.services)
        #expect(!visibleIDs().contains("edit") && !visibleIDs().contains("delete"))
        #expect(throws: InteractionError.self) { try harness.send(.tap(element: "delete", item: nil)) }
    }

    @Test func editSavesTheChangesOnTheServerAndTheDetailsShowThem() async throws {
        let own = try await ownEvent()
        harness.launchEventMap(at: .details(own), services: fixture.services)
        try harness.tap("Edit")
        #expect(fixture.screen.id == "eventmap.edit")
        #expect(fixture.screen.title == "Edit event")
        #expect(fixture.screen.text(of: "title") == "Garage sale")
        try harness.type("Garage sale, day two", into: "title")
        try harness.tap("save")
        await harness.settle()
        #expect(fixture.screen.id == "eventmap.details")
        #expect(fixture.screen.text(of: "title") == "Garage sale, day two")
        let stored = try await fixture.backend.event(id: own.id)
        #expect(stored.title == "Garage sale, day two")
        #expect(stored.address == own.address && stored.description == own.description, "what was not edited stays")
    }

    @Test func theEditFormSpeaksRussianAndLeavesNoDraftForTheNextNewEvent() async throws {
        let fixture = try MapScreensFixture(language: .ru)
        let morty = try await fixture.signIn()
        let own = try await fixture.backend.createEvent(
            EventDraft(title: "Гаражная распродажа", description: "", address: "", type: .other, age: .none, position: MapScreensFixture.centre),
            token: morty.token)
        fixture.harness.launchEventMap(at: .details(own), services: fixture.services)
        try fixture.harness.tap("Изменить")
        #expect(fixture.screen.title == "Изменить событие")
        #expect(fixture.screen.element("save")?.kind == .button(Button("Сохранить", role: .primary)))
        try fixture.harness.type("Черновик правки", into: "title")
        try fixture.harness.back()
        #expect(fixture.services.drafts.load() == nil, "an unsaved edit is not a new event's draft")
        await fixture.harness.settle()
    }

    @Test func deleteAsksFirstCancelKeepsTheEventAndDeleteTakesItOffTheMap() async throws {
        let own = try await ownEvent()
        try await fixture.showMap()
        #expect(fixture.listed == [String(own.id)])
        try harness.send(.tap(element: "events", item: String(own.id)))
        try harness.tap("Delete")
        let question = try #require(harness.alert)
        #expect(question.title == "Delete “Garage sale”?")
        #expect(question.buttons == ["Delete", "Cancel"])
        try harness.tap("Cancel")
        await harness.settle()
        #expect(fixture.screen.id == "eventmap.details")
        #expect(try await fixture.backend.event(id: own.id) == own)
        try harness.tap("Delete")
        try harness.tap("Delete")
        await harness.settle(until: { self.fixture.screen.id == "eventmap.map" && self.fixture.listed.isEmpty })
        await #expect(throws: EventsError.notFound) { try await fixture.backend.event(id: own.id) }
    }

    @Test func aRefusedDeletionSaysWhyAndKeepsTheDetails() async throws {
        let morty = try await fixture.signIn()
        let others = try await fixture.seed("Rock Night")
        // The app believes the event is Morty's; the server knows better.
        let claimed = Event(
            id: others.id, title: others.title, description: others.description, address: others.address, type: others.type, age: others.age,
            position: others.position, ownerID: morty.user.id)
        harness.launchEventMap(at: .details(claimed), services: fixture.services)
        try harness.tap("Delete")
        try harness.tap("Delete")
        await harness.settle()
        #expect(fixture.screen.id == "eventmap.details")
        #expect(fixture.screen.text(of: "problem") == "The event was not deleted: only its author can change it")
        #expect(try await fixture.backend.event(id: others.id) == others)
    }

    @Test func anEditAndADeletionElsewhereArePushedToTheOpenMap() async throws {
        let morty = try await fixture.signIn()
        let own = try await fixture.backend.createEvent(
            EventDraft(title: "Garage sale", description: "", address: "", type: .other, age: .none, position: MapScreensFixture.centre), token: morty.token)
        try await fixture.showMap()
        let otherProcess = try EventsService.sqlite(path: fixture.path, hashing: .fastForTests, clock: .reading(harness.clock), logger: .quiet)
        let before = harness.clock.now
        _ = try await otherProcess.updateEvent(id: own.id, with: EventEdit(type: .music), token: morty.token)
        await harness.settle(until: { self.fixture.mapText.contains("♫") })
        try await otherProcess.deleteEvent(id: own.id, token: morty.token)
        await harness.settle(until: { self.fixture.listed.isEmpty })
        #expect(harness.clock.now == before, "pushed, not polled")
    }

    @Test func theProfileOffersEditAndDeleteForEachOfTheAuthorsEvents() async throws {
        let own = try await ownEvent()
        let kept = try await fixture.backend.createEvent(
            EventDraft(title: "Portal fluid swap", description: "", address: "", type: .other, age: .none, position: MapScreensFixture.centre),
            token: try #require(fixture.account.token))
        harness.launchEventMap(at: .profile, services: fixture.services)
        await harness.settle()
        try harness.send(.longPress(element: "events", item: String(own.id), point: nil))
        #expect(harness.alert?.buttons == ["Edit", "Delete", "Cancel"])
        try harness.tap("Edit")
        #expect(fixture.screen.id == "eventmap.edit")
        try harness.back()
        await harness.settle()
        try harness.send(.longPress(element: "events", item: String(own.id), point: nil))
        try harness.tap("Delete")
        #expect(harness.alert?.title == "Delete “Garage sale”?")
        try harness.tap("Delete")
        await harness.settle()
        #expect(fixture.screen.table("events")?.rows.map(\.id) == [String(kept.id)])
        await #expect(throws: EventsError.notFound) { try await fixture.backend.event(id: own.id) }
    }
}
