import Foundation
import Viper

/// What the map shows now: where it looks, the events in sight, and how loading went.
struct EventsMapSight: Equatable {
    let viewport: MapViewport
    /// Matching events inside the loaded area (more than the map shows), by id.
    let events: [Event]
    let filter: EventFilter
    let isLoading: Bool
    let problem: EventsError?
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
    /// The cells of the area loaded from the server: more than any display's map shows,
    /// so the map can draw whatever part of it fits.
    static let loadGrid = (columns: 400, rows: 200)

    var canZoomIn: Bool { metresPerColumn > Self.eventScales.lowerBound }
    var canZoomOut: Bool { metresPerColumn < Self.eventScales.upperBound }

    /// The area to load events for.
    var loadArea: Area {
        let bounds = bounds(columns: Self.loadGrid.columns, rows: Self.loadGrid.rows)
        return Area(south: bounds.south, west: bounds.west, north: bounds.north, east: bounds.east)
    }

    func loads(_ point: Coordinate) -> Bool {
        cell(of: point, columns: Self.loadGrid.columns, rows: Self.loadGrid.rows) != nil
    }

    mutating func apply(_ move: MapMove) {
        switch move {
        case .zoomIn: zoom(by: 1 / Self.eventZoomFactor, within: Self.eventScales)
        case .zoomOut: zoom(by: Self.eventZoomFactor, within: Self.eventScales)
        case .pan(let east, let north): self.move(east: east, north: north, latitudes: -80...80)
        }
    }
}

/// How the user moves the map.
enum MapMove: Equatable {
    case zoomIn, zoomOut
    /// By so many metres east and north.
    case pan(east: Double, north: Double)
}
