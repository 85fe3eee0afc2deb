import EventMapAPI
import Foundation
import Viper
import ViperLocation

/// What the map shows now: where it looks, the events in sight, and how loading went.
struct EventsMapSight: Equatable {
    let camera: MapCamera
    /// Matching events inside the loaded area (more than the map shows), by id.
    let events: [Event]
    /// Events that match in the loaded area but did not fit the page loaded.
    let unloaded: Int
    let filter: EventFilter
    let isLoading: Bool
    let problem: EventsError?
    let connection: ChangeFeedFollower.Status
}

extension EventType {
    /// One column on the map: distinct, and none of them an emoji.
    var glyph: String {
        switch self {
        case .music: "♫"
        case .cinema: "▤"
        case .sport: "◎"
        case .theatre: "⌂"
        case .exhibition: "◆"
        case .other: "✱"
        }
    }
}

extension EventFilter {
    /// What the map opens with: every event that has not ended.
    static let map = EventFilter(period: .upcoming)

    /// Whether it hides anything the map opens with shows.
    var isActive: Bool {
        self != .map
    }
}

extension MapViewport {
    /// Where the events map opens: Red Square, 50 m a column.
    static let events = MapViewport(centre: Coordinate(latitude: 55.7539, longitude: 37.6208)!, metresPerColumn: 50)
    /// The area to load events for: what a map of `sight` cells shows, no more.
    func loadArea(_ sight: MapSight) -> Area {
        let bounds = bounds(columns: sight.columns, rows: sight.rows)
        return Area(south: bounds.south, west: bounds.west, north: bounds.north, east: bounds.east)
    }

    func loads(_ point: Coordinate, _ sight: MapSight) -> Bool {
        cell(of: point, columns: sight.columns, rows: sight.rows) != nil
    }
}

extension MapCamera {
    /// The events map: free, opening on Red Square, zooming from 5 m to 6.4 km a column, a
    /// factor of two a step.
    static let events = MapCamera.free(
        centre: MapViewport.events.centre, metresPerColumn: MapViewport.events.metresPerColumn,
        scales: 5...6400, zoomFactor: 2, latitudes: -80...80)
}

/// The most cells the map has on the display: the events loaded are those it can show.
struct MapSight: Equatable {
    var columns: Int
    var rows: Int
    /// Before the view says: a classic terminal's map.
    static let standard = MapSight(columns: 76, rows: 12)
}
