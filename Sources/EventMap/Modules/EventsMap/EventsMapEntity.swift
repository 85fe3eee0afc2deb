import Foundation
import Viper

/// What the map shows now: where it looks, the events in sight, and how loading went.
struct EventsMapSight: Equatable {
    let viewport: EventsMapViewport
    /// Matching events inside the visible area, by id.
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

/// What part of the world the map shows: a centre and a scale. Characters are about twice
/// as tall as wide, so a row spans two columns' metres. The visible area is a rectangle of
/// latitude and longitude, and a point is drawn in the cell its degrees fall into, so
/// "visible" and "drawn" always agree.
struct EventsMapViewport: Equatable {
    static let columns = 41
    static let rows = 15
    static let defaultCentre = Coordinate(latitude: 55.7539, longitude: 37.6208)!
    /// Metres per column: the default map is about 2 km wide and 1.5 km tall.
    static let defaultScale = 50.0
    static let zoomFactor = 2.0
    static let scales = 5.0...6400.0
    /// Latitudes the centre stays within, so the area never reaches a pole.
    static let latitudes = -80.0...80.0

    private(set) var centre: Coordinate
    /// Metres per column.
    private(set) var scale: Double

    init(centre: Coordinate = defaultCentre, scale: Double = defaultScale) {
        self.centre = centre
        self.scale = min(max(scale, Self.scales.lowerBound), Self.scales.upperBound)
    }

    var canZoomIn: Bool { scale > Self.scales.lowerBound }
    var canZoomOut: Bool { scale < Self.scales.upperBound }

    mutating func apply(_ move: MapMove) {
        switch move {
        case .zoomIn: scale = max(Self.scales.lowerBound, scale / Self.zoomFactor)
        case .zoomOut: scale = min(Self.scales.upperBound, scale * Self.zoomFactor)
        case .east: shift(latitude: 0, longitude: longitudeSpan / 2)
        case .west: shift(latitude: 0, longitude: -longitudeSpan / 2)
        case .north: shift(latitude: latitudeSpan / 2, longitude: 0)
        case .south: shift(latitude: -latitudeSpan / 2, longitude: 0)
        }
    }

    /// Degrees of latitude from the bottom edge to the top one.
    var latitudeSpan: Double {
        Self.degrees(Double(Self.rows) * 2 * scale / Geodesy.meanEarthRadius)
    }

    /// Degrees of longitude from the left edge to the right one, at the centre's latitude.
    var longitudeSpan: Double {
        min(180, Self.degrees(Double(Self.columns) * scale / (Geodesy.meanEarthRadius * cos(centre.latitude * .pi / 180))))
    }

    var area: Area {
        Area(south: centre.latitude - latitudeSpan / 2, west: centre.longitude - longitudeSpan / 2,
             north: centre.latitude + latitudeSpan / 2, east: centre.longitude + longitudeSpan / 2)
    }

    func contains(_ point: Coordinate) -> Bool {
        cell(of: point) != nil
    }

    /// The cell a point is drawn in, if it is on the map.
    func cell(of point: Coordinate) -> (row: Int, column: Int)? {
        let area = self.area
        guard (area.south...area.north).contains(point.latitude), (area.west...area.east).contains(point.longitude) else { return nil }
        let column = Int((point.longitude - area.west) / (area.east - area.west) * Double(Self.columns))
        let row = Int((area.north - point.latitude) / (area.north - area.south) * Double(Self.rows))
        return (min(row, Self.rows - 1), min(column, Self.columns - 1))
    }

    private mutating func shift(latitude: Double, longitude: Double) {
        let newLatitude = min(max(centre.latitude + latitude, Self.latitudes.lowerBound), Self.latitudes.upperBound)
        var newLongitude = centre.longitude + longitude
        if newLongitude > 180 { newLongitude -= 360 } else if newLongitude < -180 { newLongitude += 360 }
        centre = Coordinate(latitude: newLatitude, longitude: newLongitude) ?? centre
    }

    private static func degrees(_ radians: Double) -> Double { radians * 180 / .pi }
}

/// How the user moves the map.
enum MapMove: Equatable {
    case zoomIn, zoomOut, north, south, east, west
}
