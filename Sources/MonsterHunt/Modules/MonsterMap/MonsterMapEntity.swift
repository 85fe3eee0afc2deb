import Viper

/// What the user can see from where they stand.
struct MonsterSight: Equatable {
    struct Sighting: Equatable {
        let monster: Monster
        /// Whole metres from the user.
        let metres: Int
    }

    let user: Coordinate
    /// Monsters within sight, nearest first.
    let sightings: [Sighting]
}

/// What part of the world the map shows: a scale and how far it has been panned from the
/// user. Characters are about twice as tall as wide, so a row spans two columns' metres.
struct MapViewport: Equatable {
    static let columns = 41
    static let rows = 19
    static let defaultScale = 20.0
    /// Each zoom step changes the scale by 25%.
    static let zoomFactor = 1.25
    static let scales = 2.0...200.0

    /// Metres per column.
    private(set) var scale = defaultScale
    /// Metres east and north of the user at the centre of the map.
    private(set) var pan = (east: 0.0, north: 0.0)

    static func == (lhs: MapViewport, rhs: MapViewport) -> Bool {
        lhs.scale == rhs.scale && lhs.pan == rhs.pan
    }

    mutating func zoomIn() {
        scale = max(Self.scales.lowerBound, scale / Self.zoomFactor)
    }

    mutating func zoomOut() {
        scale = min(Self.scales.upperBound, scale * Self.zoomFactor)
    }

    mutating func centre() {
        pan = (0, 0)
    }

    /// Moves the view by half its width to the east (positive) or west (negative).
    mutating func pan(halfWidths: Int) {
        pan.east += Double(halfWidths * Self.columns / 2) * scale
    }

    /// The cell showing a point `east`/`north` metres from the user, if it is on the map.
    func cell(east: Double, north: Double) -> (row: Int, column: Int)? {
        let column = Int(((east - pan.east) / scale).rounded()) + Self.columns / 2
        let row = Self.rows / 2 - Int(((north - pan.north) / (2 * scale)).rounded())
        guard (0..<Self.columns).contains(column), (0..<Self.rows).contains(row) else { return nil }
        return (row, column)
    }

    /// Metres from the user of the centre of a cell.
    func offset(row: Int, column: Int) -> (east: Double, north: Double) {
        (Double(column - Self.columns / 2) * scale + pan.east, Double(Self.rows / 2 - row) * 2 * scale + pan.north)
    }
}
