import Testing
import Viper
import ViperLocation

@testable import EventMap

/// The map's interactor alone, on a fake server: what it asks and what it reports.
@MainActor
@Suite("Events map interactor")
struct EventsMapInteractorTests {
    let idle = IdleTracker()
    let clock = VirtualClock()
    let output = EventsMapInteractorOutputSpy()

    static func event(_ id: Int, _ title: String) -> Event {
        Event(id: id, title: title, description: "", address: "", type: .music, age: .none, position: MapViewport.events.centre, ownerID: 1)
    }

    func started(on api: FakeEventsAPI) async -> EventsMapInteractor {
        let interactor = EventsMapInteractor(api: api, clock: clock, tasks: ModuleTasks(idle: idle))
        interactor.report(to: output) { $0 }
        interactor.start()
        await idle.untilIdle()
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
        await idle.until { output.sights.last?.events.count == 4 }
        await idle.untilIdle()
        #expect(output.sights.dropFirst(shown).allSatisfy { !$0.isLoading }, "a change reloads without saying it is loading")
        _ = interactor
    }

    @Test func whileNothingChangesItAsksNothingAndItsFeedClosesWhenItGoes() async {
        let api = FakeEventsAPI()
        var interactor: EventsMapInteractor? = await started(on: api)
        clock.advance(by: .seconds(3600))
        await idle.untilIdle()
        #expect(api.areaQueries == 1, "an open feed and no change: no request in an hour")
        #expect(api.openFeeds == 1)
        interactor = nil
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
