import Viper

@MainActor protocol EventsMapViewOutput: ViewLifecycle {
    func didMove(_ move: MapMove)
    func didSelectEvent(id: Int)
    func didLongPress(at point: Coordinate)
    func didTapFilter()
    func didTapProfile()
}

@MainActor protocol EventsMapInteractorInput: AnyObject {
    var filter: EventFilter { get }
    /// Loads the events in sight and starts following the server's change feed.
    func start()
    /// Loads the events in sight again, saying so while it loads.
    func reload()
    /// Loads them again quietly, keeping the ones shown until the answer comes.
    func refresh()
    func move(_ move: MapMove)
    func apply(_ filter: EventFilter)
    func event(id: Int) -> Event?
}

@MainActor protocol EventsMapInteractorOutput: AnyObject {
    func didUpdate(_ sight: EventsMapSight)
}

@MainActor protocol EventsMapRouterInput: AnyObject {
    func openDetails(of event: Event)
    func openFilter(_ filter: EventFilter, output: any FilterModuleOutput)
    func openCreate(at point: Coordinate)
    func openProfile()
}

struct EventsMapViewModel: ViewModel {
    struct Marker: Equatable {
        let id: Int
        let glyph: String
        let title: String
        let typeName: String
        let type: EventType
        let age: AgeRestriction
        let ageText: String
        let position: Coordinate
    }

    var title = ""
    var profileTitle = ""
    var status = ""
    var hint = ""
    var mapTitle = ""
    var viewport = EventsMapViewport()
    var markers: [Marker] = []
    var emptyText = ""
    var zoomInTitle = ""
    var zoomOutTitle = ""
    var northTitle = ""
    var southTitle = ""
    var filterTitle = ""
    var problem: String?
}
