import EventMapAPI
import Foundation
import Testing
import Viper
import ViperLocation
import ViperTesting

@testable import EventMap
@testable import EventMapServer

/// Events have a time: the form sets it, the details and the profile say it in the reader's
/// language, the map shows what has not ended, soonest first, and the filter chooses when. The
/// harness's clock starts on Thursday 2026-01-01 at 00:00 UTC.
@MainActor
@Suite("When events happen")
struct EventTimeTests {
    static let moscow = TimeZone(identifier: "Europe/Moscow")!

    /// `2026-01-01T20:00` on the zone's clock.
    static func at(_ text: String, in zone: TimeZone = .gmt) -> Date {
        LocalMinute.date(text, in: zone)!
    }

    static func time(_ start: String, _ end: String? = nil, in zone: TimeZone = .gmt) -> EventTime {
        EventTime(start: at(start, in: zone), end: end.map { at($0, in: zone) }, utcOffset: zone.secondsFromGMT())
    }

    func openCreation(_ fixture: MapScreensFixture) async throws {
        try await fixture.signIn()
        try await fixture.showMap()
        try fixture.harness.send(.longPress(element: "map", item: nil, point: CanvasPoint(55.7539, 37.6208)))
        #expect(fixture.screen.id == "eventmap.create")
    }

    func datePicker(_ id: String, on screen: Screen) -> DatePicker? {
        guard case .datePicker(let picker)? = screen.element(id)?.kind else { return nil }
        return picker
    }

    @Test func theFormStartsOnTheNextWholeHourAndAnEndMustComeAfterTheStart() async throws {
        let fixture = try MapScreensFixture()
        try await openCreation(fixture)
        let harness = fixture.harness
        #expect(datePicker("start", on: fixture.screen) == DatePicker(label: "Starts", value: "2026-01-01T01:00", includesTime: true))
        #expect(fixture.screen.element("end")?.isVisible == false, "an end is optional")
        try harness.type("Party", into: "title")
        try harness.send(.toggle("hasEnd"))
        #expect(datePicker("end", on: fixture.screen)?.value == "2026-01-01T03:00")
        try harness.send(.set(control: "end", value: .date("2026-01-01T00:30")))
        #expect(fixture.screen.text(of: "timeProblem") == "the end is not after the start")
        #expect(fixture.screen.isEnabled("create") == false)
        #expect(throws: InteractionError.self) { try harness.send(.set(control: "start", value: .date("tomorrow at six"))) }
        try harness.send(.set(control: "end", value: .date("2026-01-01T23:00")))
        #expect(fixture.screen.element("timeProblem")?.isVisible == false)
        #expect(fixture.screen.isEnabled("create") == true)
        await harness.settle()
    }

    @Test func aFormClosedUnsentKeepsItsTimesUntilTheyGoBy() async throws {
        let fixture = try MapScreensFixture()
        try await openCreation(fixture)
        let harness = fixture.harness
        try harness.send(.set(control: "start", value: .date("2026-01-02T18:00")))
        try harness.send(.toggle("hasEnd"))
        try harness.send(.set(control: "end", value: .date("2026-01-02T21:30")))
        try harness.back()
        try harness.send(.longPress(element: "map", item: nil, point: CanvasPoint(55.7539, 37.6208)))
        #expect(datePicker("start", on: fixture.screen)?.value == "2026-01-02T18:00", "a chosen start is the draft's, with no title yet")
        #expect(datePicker("end", on: fixture.screen)?.value == "2026-01-02T21:30")
        #expect(fixture.screen.element("end")?.isVisible == true)
        try harness.back()

        await harness.advance(by: .seconds(3 * 24 * 3600))
        try harness.send(.longPress(element: "map", item: nil, point: CanvasPoint(55.7539, 37.6208)))
        #expect(datePicker("start", on: fixture.screen)?.value == "2026-01-04T01:00", "a start gone by is not put back")
        #expect(fixture.screen.element("end")?.isVisible == false)
        await harness.settle()
    }

    @Test(
        "an event made in Moscow keeps Moscow's time, and its details say it in the reader's language",
        arguments: [
            (Language.en, "When: Friday, January 2, 2026 at 19:00–22:00"),
            // The year and «г.» are held together by a narrow no-break space, as Russian sets it.
            (.ru, "Когда: пятница, 2 января 2026\u{202F}г. в 19:00–22:00"),
        ])
    func anEventKeepsTheTimeOfItsPlace(language: Language, said: String) async throws {
        let fixture = try MapScreensFixture(language: language, timeZone: Self.moscow)
        try await openCreation(fixture)
        let harness = fixture.harness
        try harness.type("Concert", into: "title")
        try harness.send(.set(control: "start", value: .date("2026-01-02T19:00")))
        try harness.send(.toggle("hasEnd"))
        try harness.send(.set(control: "end", value: .date("2026-01-02T22:00")))
        try harness.send(.tap(element: "create", item: nil))
        await harness.settle()
        let stored = try #require(try await fixture.backend.events(in: MapViewport.events.loadArea(.standard), matching: EventFilter()).first)
        #expect(stored.time == EventTime(start: Self.at("2026-01-02T16:00"), end: Self.at("2026-01-02T19:00"), utcOffset: 3 * 3600))
        try harness.send(.tap(element: "events", item: String(stored.id)))
        #expect(fixture.screen.text(of: "when") == said)
    }

    @Test func aReaderElsewhereIsToldTheOffsetOfThePlace() async throws {
        let fixture = try MapScreensFixture()
        let event = try await fixture.seed("Concert", time: Self.time("2026-01-02T19:00", in: Self.moscow))
        fixture.harness.launchEventMap(at: .details(event), services: fixture.services)
        #expect(fixture.screen.text(of: "when") == "When: Friday, January 2, 2026 at 19:00 (UTC+03:00)")
    }

    @Test func theMapShowsWhatHasNotEndedSoonestFirstAndTheFilterChoosesWhen() async throws {
        let fixture = try MapScreensFixture()
        let harness = fixture.harness
        let past = try await fixture.seed("Yesterday's fair", at: 55.7539, 37.6208, time: Self.time("2025-12-31T10:00", "2025-12-31T12:00"))
        let month = try await fixture.seed("February talk", at: 55.7549, 37.6208, time: Self.time("2026-02-01T10:00"))
        let tonight = try await fixture.seed("Tonight's gig", at: 55.7559, 37.6208, time: Self.time("2026-01-01T20:00"))
        let saturday = try await fixture.seed("Saturday market", at: 55.7569, 37.6208, time: Self.time("2026-01-03T12:00"))
        let undated = try await fixture.seed("Old event", at: 55.7579, 37.6208)
        let ids = { (events: [Event]) in events.map { String($0.id) } }
        try await fixture.showMap()
        #expect(fixture.listed == ids([tonight, saturday, month, undated]), "what has not ended, soonest first; no time last")
        #expect(fixture.screen.table("events")?.rows.first?.cells[1] == "Thu, Jan 1 at 20:00")

        func choose(_ period: PeriodChoice) async throws {
            try harness.tap("Filter")
            try harness.send(.set(control: "period", value: .option(PeriodChoice.allCases.firstIndex(of: period)!)))
            if period == .days {
                try harness.send(.set(control: "from", value: .date("2026-02-01")))
                try harness.send(.set(control: "to", value: .date("2026-02-01")))
            }
            try harness.tap("Apply")
            await harness.settle()
        }
        try await choose(.today)
        #expect(fixture.listed == ids([tonight]))
        #expect(fixture.screen.text(of: "status")?.contains("filtered") == true)
        try await choose(.thisWeek)
        #expect(fixture.listed == ids([tonight, saturday]), "the week ends on Sunday")
        try await choose(.days)
        #expect(fixture.listed == ids([month]))
        try await choose(.anyTime)
        #expect(fixture.listed == ids([past, tonight, saturday, month, undated]))
        try await choose(.upcoming)
        #expect(fixture.screen.text(of: "status")?.contains("filtered") == false, "what the map opens with is no filter")
    }

    @Test func aRangeOfDaysEndingBeforeItStartsCannotBeApplied() async throws {
        let fixture = try MapScreensFixture(language: .ru)
        try await fixture.showMap()
        try fixture.harness.tap("Фильтр")
        try fixture.harness.send(.set(control: "period", value: .option(PeriodChoice.allCases.firstIndex(of: .days)!)))
        #expect(datePicker("from", on: fixture.screen)?.value == "2026-01-01")
        #expect(datePicker("to", on: fixture.screen)?.value == "2026-01-07")
        try fixture.harness.send(.set(control: "to", value: .date("2025-12-31")))
        #expect(fixture.screen.text(of: "periodProblem") == "последний день раньше первого")
        #expect(fixture.screen.isEnabled("apply") == false)
        await fixture.harness.settle()
    }

    @Test func theProfileSaysWhenEachOfTheAuthorsEventsIs() async throws {
        let fixture = try MapScreensFixture(language: .ru)
        let morty = try await fixture.signIn()
        _ = try await fixture.backend.createEvent(
            EventDraft(
                title: "Ёлка", description: "", address: "Парк", type: .other, age: .none, position: MapScreensFixture.centre,
                time: Self.time("2026-01-01T18:00")), token: morty.token)
        fixture.harness.launchEventMap(at: .profile, services: fixture.services)
        await fixture.harness.settle()
        #expect(fixture.screen.table("events")?.rows.map(\.cells) == [["Ёлка", "Чт, 1 янв., 18:00", "Парк"]])
    }

    @Test func editingMovesTheEventToAnotherTime() async throws {
        let fixture = try MapScreensFixture()
        let morty = try await fixture.signIn()
        let event = try await fixture.backend.createEvent(
            EventDraft(
                title: "Gig", description: "", address: "", type: .music, age: .none, position: MapScreensFixture.centre,
                time: Self.time("2026-01-01T20:00")), token: morty.token)
        fixture.harness.launchEventMap(at: .details(event), services: fixture.services)
        try fixture.harness.tap("Edit")
        #expect(datePicker("start", on: fixture.screen)?.value == "2026-01-01T20:00")
        try fixture.harness.send(.set(control: "start", value: .date("2026-01-02T21:30")))
        try fixture.harness.tap("save")
        await fixture.harness.settle()
        #expect(fixture.screen.text(of: "when") == "When: Friday, January 2, 2026 at 21:30")
        #expect(try await fixture.backend.event(id: event.id).time?.start == Self.at("2026-01-02T21:30"))
    }

    @Test func theDetailsSaveAnEventsCalendarFileInTheDataFolder() async throws {
        let fixture = try MapScreensFixture(language: .ru)
        let event = try await fixture.seed("Ёлка", time: Self.time("2026-01-01T18:00"))
        fixture.harness.launchEventMap(at: .details(event), services: fixture.services)
        try fixture.harness.send(.tap(element: "saveCalendar", item: nil))
        await fixture.harness.settle()
        let file = fixture.services.files.folder.appendingPathComponent("exports/event-\(event.id).ics")
        #expect(fixture.screen.text(of: "calendarNote") == "Сохранено для календаря: \(file.path)")
        let calendar = try String(contentsOf: file, encoding: .utf8)
        #expect(calendar.contains("SUMMARY:Ёлка\r\n") && calendar.contains("DTSTART:20260101T180000Z\r\n"))
        let undated = try await fixture.seed("Old event")
        fixture.harness.launchEventMap(at: .details(undated), services: fixture.services)
        #expect(fixture.screen.element("saveCalendar")?.isVisible == false, "an event with no time has no place in a calendar")
    }
}
