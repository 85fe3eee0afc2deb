import EventMapAPI
import Foundation
import Viper
import ViperLocation

@MainActor protocol EventsMapViewOutput: ViewLifecycle {
    /// The cells the map has room for on the display, before it loads and after each change.
    func didChangeSight(_ sight: MapSight)
    /// A zoom or a pan of the map, whose grid is `columns` × `rows`.
    func didMove(_ move: MapMove, columns: Int, rows: Int)
    func didSelectEvent(id: Int)
    /// A cluster of events sharing a cell, at the cell's centre.
    func didTapCluster(at point: Coordinate)
    func didLongPress(at point: Coordinate)
    func didTapFilter()
    func didTapProfile()
}

@MainActor protocol EventsMapInteractorInput: AnyObject {
    var filter: EventFilter { get }
    /// The cells the map shows, so loads fetch only what it can show.
    var sight: MapSight { get set }
    /// Starts following the server's change feed, and loads the events in sight once it is open.
    func start()
    /// Loads the events in sight again, saying so while it loads.
    func reload()
    /// Loads them again quietly, keeping the ones shown until the answer comes.
    func refresh()
    func move(_ move: MapMove, columns: Int, rows: Int)
    /// Centres the map on `point`, one step closer where it can.
    func zoom(into point: Coordinate)
    func apply(_ filter: EventFilter)
    func event(id: Int) -> Event?
}

@MainActor protocol EventsMapInteractorOutput: AnyObject {
    func didUpdate(_ sight: EventsMapSight)
}

@MainActor protocol EventsMapRouterInput: AnyObject {
    func openDetails(of event: Event)
    func openFilter(_ filter: EventFilter)
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
        let time: EventTime?
    }

    var title = ""
    var profileTitle = ""
    /// The status line, for the number of events the map shows.
    var status = CountedText()
    var isOffline = false
    var hint = ""
    var mapTitle = ""
    var camera = MapCamera.events
    var legend = MapLegend()
    /// A cluster's name on the map and in the list, for its number of events.
    var eventsHere = CountedText()
    var markers: [Marker] = []
    /// How the list says when each event is: only the rows on screen are said.
    var when = EventWhen(language: .en, readerZone: .gmt)
    var emptyText = ""
    var zoomInTitle = ""
    var zoomOutTitle = ""
    var northTitle = ""
    var southTitle = ""
    var filterTitle = ""
    var problem: String?
}
