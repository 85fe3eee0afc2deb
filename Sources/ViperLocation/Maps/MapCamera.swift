import Viper

/// How the user moves a map: a zoom step, or half the map's width or height one way.
public enum MapMove: Equatable, Sendable {
    case zoomIn, zoomOut
    case pan(MapDirection)
}

public enum MapDirection: Equatable, Sendable {
    case east, west, north, south
}

/// Where a map looks and how closely, as the user zoomed and panned it: the one model of a
/// map's zoom and pan, kept by a presenter or an interactor and read by its view.
///
/// A camera either follows a point (the user, who may walk) and pans relative to it, fitting a
/// circle around the map's centre until the user zooms; or it is free, and a pan moves its
/// centre itself. Its scale, in metres a column, stays within `scales`, changing by
/// `zoomFactor` a step.
public struct MapCamera: Equatable, Sendable {
    /// The followed point, or the centre of a free camera.
    private var anchor: Coordinate
    /// Metres east and north of the followed point at the map's centre.
    private var panEast = 0.0, panNorth = 0.0
    private let isFollowing: Bool
    /// The radius around the centre the map shows whole until the user zooms, if it fits one.
    private let fittedRadius: Double?
    /// The scale the user zoomed to, or the one a free camera started at.
    private var chosenScale: Double?
    public let scales: ClosedRange<Double>
    public let zoomFactor: Double
    /// The latitudes a free camera's centre stays within.
    public let latitudes: ClosedRange<Double>

    /// A camera that stays centred on `point` (moved by pans), showing the circle of
    /// `radius` metres around it whole until the user zooms.
    public static func following(_ point: Coordinate, fitting radius: Double, scales: ClosedRange<Double>, zoomFactor: Double) -> MapCamera {
        MapCamera(anchor: point, isFollowing: true, fittedRadius: radius, chosenScale: nil, scales: scales, zoomFactor: zoomFactor, latitudes: -85...85)
    }

    /// A camera centred on `centre` at `metresPerColumn`, which pans and zooms from there.
    public static func free(
        centre: Coordinate, metresPerColumn: Double, scales: ClosedRange<Double>, zoomFactor: Double,
        latitudes: ClosedRange<Double> = -85...85
    ) -> MapCamera {
        MapCamera(
            anchor: centre, isFollowing: false, fittedRadius: nil, chosenScale: Self.clamped(metresPerColumn, within: scales),
            scales: scales, zoomFactor: zoomFactor, latitudes: latitudes)
    }

    private init(
        anchor: Coordinate, isFollowing: Bool, fittedRadius: Double?, chosenScale: Double?,
        scales: ClosedRange<Double>, zoomFactor: Double, latitudes: ClosedRange<Double>
    ) {
        self.anchor = anchor
        self.isFollowing = isFollowing
        self.fittedRadius = fittedRadius
        self.chosenScale = chosenScale
        self.scales = scales
        self.zoomFactor = zoomFactor.isFinite && zoomFactor > 1 ? zoomFactor : 2
        self.latitudes = latitudes
    }

    /// The point at the map's centre.
    public var centre: Coordinate {
        guard isFollowing else { return anchor }
        return Geodesy.point(east: panEast, north: panNorth, from: anchor)
    }

    /// Metres a column stands for on a grid of `columns` × `rows`: the scale the user chose, or
    /// the one at which the fitted circle, and a cell around it, fills the grid (a row is two
    /// columns tall).
    public func metresPerColumn(columns: Int, rows: Int) -> Double {
        if let chosenScale { return chosenScale }
        let diameter = 2 * (fittedRadius ?? 0)
        let fitted = max(diameter / Double(max(1, columns - 2)), diameter / Double(max(1, 2 * (rows - 2))))
        return Self.clamped(fitted, within: scales)
    }

    /// What a grid of `columns` × `rows` shows.
    public func viewport(columns: Int, rows: Int) -> MapViewport {
        MapViewport(centre: centre, metresPerColumn: metresPerColumn(columns: columns, rows: rows))
    }

    public func canZoomIn(columns: Int, rows: Int) -> Bool {
        metresPerColumn(columns: columns, rows: rows) > scales.lowerBound
    }

    public func canZoomOut(columns: Int, rows: Int) -> Bool {
        metresPerColumn(columns: columns, rows: rows) < scales.upperBound
    }

    /// Moves the map as the user asked, on a grid of `columns` × `rows`.
    public mutating func apply(_ move: MapMove, columns: Int, rows: Int) {
        let scale = metresPerColumn(columns: columns, rows: rows)
        switch move {
        case .zoomIn: chosenScale = max(scales.lowerBound, scale / zoomFactor)
        case .zoomOut: chosenScale = min(scales.upperBound, scale * zoomFactor)
        case .pan(.east): pan(east: Double(columns / 2) * scale, north: 0)
        case .pan(.west): pan(east: -Double(columns / 2) * scale, north: 0)
        case .pan(.north): pan(east: 0, north: Double(rows / 2) * 2 * scale)
        case .pan(.south): pan(east: 0, north: -Double(rows / 2) * 2 * scale)
        }
    }

    /// Centred on `point` and, where it can be, one step closer.
    public mutating func zoom(into point: Coordinate, columns: Int, rows: Int) {
        let offset = Geodesy.offset(of: point, from: centre)
        pan(east: offset.east, north: offset.north)
        apply(.zoomIn, columns: columns, rows: rows)
    }

    /// The followed point moved: the map moves with it, keeping its pan.
    public mutating func follow(_ point: Coordinate) {
        guard isFollowing else { return }
        anchor = point
    }

    /// Back on the followed point, fitting its circle again; a free camera stays where it is.
    public mutating func recentre() {
        guard isFollowing else { return }
        (panEast, panNorth, chosenScale) = (0, 0, nil)
    }

    /// A following camera adds to its pan; a free one moves its centre, within `latitudes`.
    private mutating func pan(east: Double, north: Double) {
        if isFollowing {
            panEast += east
            panNorth += north
            return
        }
        let moved = Geodesy.point(east: east, north: north, from: anchor)
        anchor = Coordinate(latitude: Self.clamped(moved.latitude, within: latitudes), longitude: moved.longitude) ?? anchor
    }

    private static func clamped(_ value: Double, within range: ClosedRange<Double>) -> Double {
        min(max(value, range.lowerBound), range.upperBound)
    }
}

extension MapCanvas {
    /// A map seen through `camera` on the grid that a room of `columns` × `rows` leaves it.
    public init(
        title: String, camera: MapCamera, columns: Int, rows: Int, markers: [MapMarker], user: Coordinate? = nil,
        rings: [Double] = [], legend: MapLegend
    ) {
        self.init(title: title, viewport: camera.viewport(columns: columns, rows: rows), markers: markers, user: user, rings: rings, legend: legend)
        let grid = grid(columns: columns, rows: rows)
        viewport = camera.viewport(columns: grid.columns, rows: grid.rows)
    }
}
