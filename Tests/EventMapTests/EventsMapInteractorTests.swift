import EventMapAPI
import Testing
import Viper
import ViperLocation
import ViperTesting

@testable import EventMap

/// The map's interactor alone, on a fake server: what it asks and what it reports.
@MainActor
@Suite("Events map interactor")
struct EventsMapInteractorTests {
    let harness = InteractorHarness()
    let output = EventsMapInteractorOutputSpy()

    static func event(_ id: Int, _ title: String) -> Event {
        Event(id: id, title: title, description: "", address: "", type: .music, age: .none, position: MapViewport.events.centre, ownerID: 1)
    }

    func started(on api: FakeEventsAPI) async -> EventsMapInteractor {
        let interactor = EventsMapInteractor(api: api, clock: harness.clock, tasks: harness.tasks)
        interactor.report(to: output) { $0 }
        interactor.start()
        await harness.settle()
        return interactor
    }

    @Test func itLoadsOnceTheFeedIsOpenThenQuietlyForChanges() async {
        let api = FakeEventsAPI(events: [Self.event(1, "Rock Night")])
        let interactor = await started(on: api)
        #expect(output.sights.first?.isLoading == true, "it says it is loading before the feed opens")
        #expect(api.feedRequests == [nil], "the feed opens from now")
        #expect(api.areaQueries == 1)
        #expect(output.sights.last?.events.map(\.title) == ["Rock Night"])

        let shown = output.sights.count
        for id in 2...4 { api.push(Self.event(id, "Jam \(id)"), sequence: id) }
        await harness.settle(until: { output.sights.last?.events.count == 4 })
        #expect(output.sights.dropFirst(shown).allSatisfy { !$0.isLoading }, "a change reloads without saying it is loading")
        _ = interactor
    }

    @Test func whileNothingChangesItAsksNothingAndItsFeedClosesWhenItGoes() async {
        let api = FakeEventsAPI()
        var interactor: EventsMapInteractor? = await started(on: api)
        await harness.advance(by: .seconds(3600))
        #expect(api.areaQueries == 1, "an open feed and no change: no request in an hour")
        #expect(api.openFeeds == 1)
        interactor = nil
        harness.closeModule()
        #expect(api.openFeeds == 0, "the feed is let go with the module")
        _ = interactor
    }
}

extension EventsMapInteractorOutputSpy {
    /// The sights the interactor reported, in order.
    var sights: [EventsMapSight] {
        log.calls.map { call in
            switch call {
            case .didUpdate(let sight): sight
            }
        }
    }
}
