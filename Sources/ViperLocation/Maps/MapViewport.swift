import Foundation
import Viper

/// What part of the world a map shows: the point at its centre and metres per column.
/// Characters are about twice as tall as wide, so a row spans two columns' metres. Points
/// are placed by a local flat projection around the centre (`Geodesy.offset`). A `MapCamera`
/// moves it as the user zooms and pans.
public struct MapViewport: Equatable, Sendable {
    public let centre: Coordinate
    /// Metres per column.
    public let metresPerColumn: Double

    public init(centre: Coordinate, metresPerColumn: Double) {
        self.centre = centre
        self.metresPerColumn = metresPerColumn.isFinite && metresPerColumn > 0 ? metresPerColumn : 1
    }

    /// The cell (column, row) a point is drawn in on a grid of `columns` × `rows`, if on it.
    public func cell(of point: Coordinate, columns: Int, rows: Int) -> (column: Int, row: Int)? {
        let offset = Geodesy.offset(of: point, from: centre)
        let column = columns / 2 + Int((offset.east / metresPerColumn).rounded())
        let row = rows / 2 - Int((offset.north / (2 * metresPerColumn)).rounded())
        guard (0..<columns).contains(column), (0..<rows).contains(row) else { return nil }
        return (column, row)
    }

    /// Metres east and north of the centre of a cell's centre.
    public func offset(column: Int, row: Int, columns: Int, rows: Int) -> (east: Double, north: Double) {
        (Double(column - columns / 2) * metresPerColumn, Double(rows / 2 - row) * 2 * metresPerColumn)
    }

    /// The coordinate at a cell's centre.
    public func coordinate(column: Int, row: Int, columns: Int, rows: Int) -> Coordinate {
        let offset = offset(column: column, row: row, columns: columns, rows: rows)
        return Geodesy.point(east: offset.east, north: offset.north, from: centre)
    }

    /// The latitudes and longitudes a grid of `columns` × `rows` covers, to its cells' outer edges.
    public func bounds(columns: Int, rows: Int) -> MapBounds {
        let halfWidth = (Double(columns) / 2 + 0.5) * metresPerColumn
        let halfHeight = (Double(rows) / 2 + 0.5) * 2 * metresPerColumn
        let southWest = Geodesy.point(east: -halfWidth, north: -halfHeight, from: centre)
        let northEast = Geodesy.point(east: halfWidth, north: halfHeight, from: centre)
        return MapBounds(south: southWest.latitude, west: southWest.longitude, north: northEast.latitude, east: northEast.longitude)
    }
}

/// A rectangle of latitude and longitude; `west` may exceed `east` across the antimeridian.
public struct MapBounds: Equatable, Sendable {
    public let south, west, north, east: Double

    public init(south: Double, west: Double, north: Double, east: Double) {
        self.south = south
        self.west = west
        self.north = north
        self.east = east
    }
}
