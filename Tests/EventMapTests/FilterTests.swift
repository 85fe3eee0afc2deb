import EventMapAPI
import Testing
import Viper
import ViperTesting

@testable import EventMap
@testable import EventMapServer

@MainActor
@Suite("Events filter")
struct FilterTests {
    let fixture: MapScreensFixture
    var harness: ModuleHarness<EventMapApp> { fixture.harness }

    init() throws {
        fixture = try MapScreensFixture()
    }

    /// Four events in sight, one of each kind the filter tells apart.
    func seedAndShow() async throws -> [String: Event] {
        var events: [String: Event] = [:]
        for event in [
            try await fixture.seed("Rock Night", type: .music, age: .eighteen),
            try await fixture.seed("Кино под открытым небом", type: .cinema, age: .twelve, at: 55.7550, 37.6230, description: "Летний показ"),
            try await fixture.seed("Morning Run", type: .sport, age: .none, at: 55.7530, 37.6190),
            try await fixture.seed("Late play", type: .theatre, age: .sixteen, at: 55.7520, 37.6220),
        ] { events[event.title] = event }
        try await fixture.showMap()
        return events
    }

    func ids(_ events: [String: Event], _ titles: String...) -> [String] {
        titles.compactMap { events[$0].map { String($0.id) } }
    }

    func openFilter() throws {
        try harness.tap("filter")
        #expect(fixture.screen.id == "eventmap.filter")
        #expect(harness.state.sheet != nil, "the filter is a sheet")
    }

    func apply() async throws {
        try harness.tap("apply")
        #expect(harness.state.sheet == nil, "Apply closes the sheet")
        await fixture.harness.settle()
    }

    @Test func theSheetHasSearchAgeTypesAndApply() async throws {
        _ = try await seedAndShow()
        try openFilter()
        let screen = fixture.screen
        #expect(screen.title == "Filter")
        #expect(screen.elements.filter(\.isVisible).map(\.id) == ["search", "period", "age"] + EventType.allCases.map { "type-\($0.rawValue)" } + ["apply"])
        guard case .slider(let slider)? = screen.element("age")?.kind else {
            Issue.record("age is not a slider")
            return
        }
        #expect(slider.range == 0...18 && slider.value == 18)
        #expect(slider.label == "Suitable up to: 18+")
        try harness.send(.set(control: "age", value: .number(0)))
        guard case .slider(let none)? = fixture.screen.element("age")?.kind else { return }
        #expect(none.label == "Suitable up to: all ages")
        #expect(fixture.screen.text(of: "type-music") == "♫ Music")
    }

    @Test func searchMatchesTitleAndDescriptionWithoutCase() async throws {
        let events = try await seedAndShow()
        try openFilter()
        try harness.type("ROCK", into: "search")
        try await apply()
        #expect(fixture.listed == ids(events, "Rock Night"))
        #expect(fixture.screen.text(of: "status")?.hasSuffix("· filtered") == true)
        try openFilter()
        #expect(fixture.screen.text(of: "search") == "ROCK", "the sheet opens with the filter applied")
        try harness.type("летний", into: "search")
        try await apply()
        #expect(fixture.listed == ids(events, "Кино под открытым небом"))
    }

    @Test func theAgeStopKeepsEventsSuitableForThatAge() async throws {
        let events = try await seedAndShow()
        try openFilter()
        try harness.send(.set(control: "age", value: .number(12)))
        try await apply()
        #expect(fixture.listed == ids(events, "Кино под открытым небом", "Morning Run"))
        try openFilter()
        try harness.send(.set(control: "age", value: .number(0)))
        try await apply()
        #expect(fixture.listed == ids(events, "Morning Run"))
        try openFilter()
        try harness.send(.set(control: "age", value: .number(18)))
        try await apply()
        #expect(fixture.listed.count == 4)
    }

    /// The slider's value is the age itself, and it stops at every restriction.
    @Test(arguments: [
        (0.0, "Suitable up to: all ages"), (6, "Suitable up to: 6+"), (12, "Suitable up to: 12+"),
        (16, "Suitable up to: 16+"), (18, "Suitable up to: 18+"),
    ])
    func theAgeSliderStopsAtEveryRestriction(value: Double, label: String) async throws {
        try await fixture.showMap()
        try openFilter()
        try harness.send(.set(control: "age", value: .number(value)))
        guard case .slider(let age)? = fixture.screen.element("age")?.kind else {
            Issue.record("age is not a slider")
            return
        }
        #expect(age.label == label && age.value == value)
    }

    @Test func typeSwitchesHideTheirEvents() async throws {
        let events = try await seedAndShow()
        try openFilter()
        try harness.tap("type-music")
        try harness.tap("type-theatre")
        #expect(fixture.screen.element("type-music")?.kind == .toggle(Toggle(label: "♫ Music", isOn: false)))
        try await apply()
        #expect(fixture.listed == ids(events, "Кино под открытым небом", "Morning Run"))
        #expect(!fixture.mapText.contains("♫"))
    }

    @Test func backClosesTheSheetWithoutApplying() async throws {
        _ = try await seedAndShow()
        try openFilter()
        try harness.type("rock", into: "search")
        try harness.tap("type-sport")
        try harness.back()
        #expect(harness.state.sheet == nil)
        await fixture.harness.settle()
        #expect(fixture.listed.count == 4)
        try openFilter()
        #expect(fixture.screen.text(of: "search") == "")
        #expect(fixture.screen.element("type-sport")?.kind == .toggle(Toggle(label: "◎ Sport", isOn: true)))
    }
}
