import EventMapAPI
import Testing
import Viper
import ViperLocation
import ViperTesting

@testable import EventMap
@testable import EventMapServer

@MainActor
@Suite("Event details")
struct EventDetailsTests {
    static let concert = Event(
        id: 7, title: "Rock Night", description: "Loud guitars until midnight.", address: "Red Square, 1",
        type: .music, age: .eighteen, position: MapViewport.events.centre, ownerID: 1)
    static let walk = Event(
        id: 8, title: "Family walk", description: "", address: "Gorky Park",
        type: .other, age: .none, position: MapViewport.events.centre, ownerID: 1)

    func show(_ event: Event, language: Language) throws -> Screen {
        let fixture = try MapScreensFixture(language: language)
        fixture.harness.launchEventMap(at: .details(event), services: fixture.services)
        return fixture.screen
    }

    @Test func englishWithARestriction() throws {
        let screen = try show(Self.concert, language: .en)
        #expect(screen.id == "eventmap.details")
        #expect(screen.title == "Event")
        #expect(screen.elements.filter(\.isVisible).map(\.id) == ["title", "when", "address", "type", "age", "description"])
        #expect(screen.text(of: "when") == "When: not given", "stored before events had times")
        #expect(screen.text(of: "title") == "Rock Night")
        #expect(screen.text(of: "address") == "Address: Red Square, 1")
        #expect(screen.element("type")?.kind == .label(Label("♫ Music", tone: .accent)))
        #expect(screen.text(of: "age") == "Age: 18+")
        #expect(screen.text(of: "description") == "Loud guitars until midnight.")
    }

    @Test func englishWithoutARestriction() throws {
        let screen = try show(Self.walk, language: .en)
        #expect(screen.text(of: "age") == "Age: all ages")
        #expect(screen.text(of: "type") == "✱ Other")
        #expect(screen.text(of: "description") == "No description")
    }

    @Test func russianInBothAgeCases() throws {
        let concert = try show(Self.concert, language: .ru)
        #expect(concert.title == "Событие")
        #expect(concert.text(of: "age") == "Возраст: 18+")
        #expect(concert.text(of: "address") == "Адрес: Red Square, 1")
        #expect(concert.element("type")?.kind == .label(Label("♫ Музыка", tone: .accent)))
        let walk = try show(Self.walk, language: .ru)
        #expect(walk.text(of: "age") == "Возраст: для всех")
        #expect(walk.text(of: "description") == "Нет описания")
    }

    @Test(
        "an event with no age restriction has one name on the map's list, its details and the filter",
        arguments: [
            (Language.en, "all ages", "Age: all ages", "Suitable up to: all ages"), (.ru, "для всех", "Возраст: для всех", "Подходит до: для всех"),
        ])
    func noAgeRestrictionHasOneName(language: Language, cell: String, details: String, filter: String) async throws {
        let fixture = try MapScreensFixture(language: language)
        let walk = try await fixture.seed("Family walk", age: .none)
        try await fixture.showMap()
        #expect(fixture.screen.table("events")?.rows.first?.cells.last == cell)
        try fixture.harness.tap(language == .en ? "Filter" : "Фильтр")
        try fixture.harness.send(.set(control: "age", value: .number(0)))
        guard case .slider(let age)? = fixture.screen.element("age")?.kind else {
            Issue.record("the filter has no age slider")
            return
        }
        #expect(age.label == filter)
        try fixture.harness.back()
        try fixture.harness.send(.tap(element: "events", item: String(walk.id)))
        #expect(fixture.screen.text(of: "age") == details)
        await fixture.harness.settle()
    }

    @Test func theDetailsTakeNoActions() throws {
        let fixture = try MapScreensFixture()
        fixture.harness.launchEventMap(at: .details(Self.concert), services: fixture.services)
        #expect(throws: InteractionError.self) { try fixture.harness.send(.swipe(.left)) }
    }
}
