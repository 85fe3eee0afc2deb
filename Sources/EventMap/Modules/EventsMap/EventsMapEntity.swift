import Foundation
import Viper
import ViperLocation

/// What the map shows now: where it looks, the events in sight, and how loading went.
struct EventsMapSight: Equatable {
    let viewport: MapViewport
    /// Matching events inside the loaded area (more than the map shows), by id.
    let events: [Event]
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
    /// Whether it hides anything a fresh filter shows.
    var isActive: Bool {
        self != EventFilter()
    }
}

extension MapViewport {
    /// Where the events map opens: Red Square, 50 m a column.
    static let events = MapViewport(centre: Coordinate(latitude: 55.7539, longitude: 37.6208)!, metresPerColumn: 50)
    /// Metres per column the events map zooms within, a factor of two a step.
    static let eventScales = 5.0...6400.0
    static let eventZoomFactor = 2.0
    var canZoomIn: Bool { metresPerColumn > Self.eventScales.lowerBound }
    var canZoomOut: Bool { metresPerColumn < Self.eventScales.upperBound }

    /// The area to load events for: what a map of `sight` cells shows, no more.
    func loadArea(_ sight: MapSight) -> Area {
        let bounds = bounds(columns: sight.columns, rows: sight.rows)
        return Area(south: bounds.south, west: bounds.west, north: bounds.north, east: bounds.east)
    }

    func loads(_ point: Coordinate, _ sight: MapSight) -> Bool {
        cell(of: point, columns: sight.columns, rows: sight.rows) != nil
    }

    /// Centred on `point` and, where it can be, one step closer.
    mutating func zoom(into point: Coordinate) {
        let offset = Geodesy.offset(of: point, from: centre)
        move(east: offset.east, north: offset.north, latitudes: -80...80)
        apply(.zoomIn)
    }

    mutating func apply(_ move: MapMove) {
        switch move {
        case .zoomIn: zoom(by: 1 / Self.eventZoomFactor, within: Self.eventScales)
        case .zoomOut: zoom(by: Self.eventZoomFactor, within: Self.eventScales)
        case .pan(let east, let north): self.move(east: east, north: north, latitudes: -80...80)
        }
    }
}

/// The most cells the map has on the display: the events loaded are those it can show.
struct MapSight: Equatable {
    var columns: Int
    var rows: Int
    /// Before the view says: a classic terminal's map.
    static let standard = MapSight(columns: 76, rows: 12)
}

/// How the user moves the map.
enum MapMove: Equatable {
    case zoomIn, zoomOut
    /// By so many metres east and north.
    case pan(east: Double, north: Double)
}
