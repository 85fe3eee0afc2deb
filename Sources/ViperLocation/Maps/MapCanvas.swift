import Foundation
import Viper

/// A point of interest on a map.
public struct MapMarker: Equatable, Sendable {
    /// What the marker is, for its glyph and its line in the legend.
    public struct Kind: Equatable, Sendable {
        public var glyph: String
        public var name: String
        public var color: Color?
        public init(glyph: String, name: String, color: Color? = nil) {
            self.glyph = glyph
            self.name = name
            self.color = color
        }
    }

    public var id: String
    public var kind: Kind
    /// The line listed under the map beside the marker's number.
    public var label: String
    public var position: Coordinate

    public init(id: String, kind: Kind, label: String, position: Coordinate) {
        self.id = id
        self.kind = kind
        self.label = label
        self.position = position
    }
}

/// One map for every app: a viewport, markers, and optionally the user with rings around
/// them. It fills the room it is given, draws a legend, and numbers every marker on the map
/// with the target number `tap <n>` takes. Markers sharing a cell become one marker, a
/// cluster, numbered once and labelled with their count, so drawing costs what the cells
/// cost; the user's `◉` always wins its cell.
public struct MapCanvas: Equatable, Sendable {
    public var title: String
    public var viewport: MapViewport
    public var markers: [MapMarker] {
        didSet { kinds = Self.kinds(of: markers) }
    }
    /// The kinds of all the markers, which the legend's room is kept for: found once, not at every draw.
    private var kinds: [MapMarker.Kind]
    public var user: Coordinate?
    /// Circles around the user, in metres.
    public var rings: [Double]
    public var legend: MapLegend

    public static let userGlyph = "◉"
    /// Marks the map's centre on a map with no user: where its coordinates are read, and
    /// something to count cells from for a long press.
    public static let centreGlyph = "+"
    /// The glyphs of the rings, innermost first.
    public static let ringGlyphs = [":", "·"]
    static let userColor = Color(red: 80, green: 170, blue: 255)
    static let ringColors = [Color(red: 90, green: 150, blue: 90), Color(red: 70, green: 90, blue: 130)]
    static let numberColor = Color(red: 150, green: 150, blue: 150)

    public init(title: String, viewport: MapViewport, markers: [MapMarker], user: Coordinate? = nil, rings: [Double] = [], legend: MapLegend) {
        self.title = title
        self.viewport = viewport
        self.markers = markers
        kinds = Self.kinds(of: markers)
        self.user = user
        self.rings = rings
        self.legend = legend
    }

    /// The grid's size in a room of `columns` × `rows`: all the width, with the map's centre
    /// in the middle; the legend takes some of the rows.
    public func grid(columns: Int, rows: Int) -> (columns: Int, rows: Int) {
        let width = max(1, columns)
        return (width, max(3, rows - legendLines(of: kinds, width: width).count))
    }

    /// The markers drawn on a grid of `columns` × `rows`, one a cell, in the order they are numbered.
    public func clusters(columns: Int, rows: Int) -> [MapCluster] {
        clustering(grid(columns: columns, rows: rows)).clusters
    }

    private func clustering(_ grid: (columns: Int, rows: Int)) -> MapClustering {
        MapClustering(markers, viewport: viewport, columns: grid.columns, rows: grid.rows)
    }

    /// The coordinate at the centre of cell (`column`, `row`) of the grid, if it is on it.
    public func coordinate(column: Int, row: Int, columns: Int, rows: Int) -> Coordinate? {
        let grid = grid(columns: columns, rows: rows)
        guard (0..<grid.columns).contains(column), (0..<grid.rows).contains(row) else { return nil }
        return viewport.coordinate(column: column, row: row, columns: grid.columns, rows: grid.rows)
    }

    /// Those of `items` whose `position` falls on the grid of a room of `columns` × `rows`:
    /// what an app lists under its map, one by one even where several share a cell.
    public func shown<Item>(_ items: [Item], columns: Int, rows: Int, position: (Item) -> Coordinate) -> [Item] {
        let grid = grid(columns: columns, rows: rows)
        return items.filter { viewport.cell(of: position($0), columns: grid.columns, rows: grid.rows) != nil }
    }

    /// The picture in `columns` × `rows` and the clusters drawn on it, for an app that lists
    /// them itself: `numbers` gives each cluster the number its line of that list has (nil for
    /// one not listed now), which the map draws beside it; a cluster is labelled with
    /// `clusterLabel`, which names its count in the app's words.
    public func draw(columns: Int, rows: Int, clusterLabel: (MapCluster) -> String, numbers: ([MapCluster]) -> [Int?]) -> (
        canvas: Canvas, clusters: [MapCluster]
    ) {
        let width = max(1, columns)
        let grid = grid(columns: width, rows: rows)
        let clustering = clustering(grid)
        let shown = clustering.clusters
        let numbered = numbers(shown)
        var drawing = MapDrawing(columns: grid.columns, rows: grid.rows)
        drawBackground(on: &drawing)
        drawMarkers(shown, on: &drawing, numbers: numbered)
        let legendLines = legendLines(of: Self.kinds(of: shown.map(\.first)), width: width).map { StyledLine($0) }
        let labels = shown.map { $0.count == 1 ? $0.first.label : clusterLabel($0) }
        let canvas = Canvas(title: title, lines: drawing.lines + legendLines, model: model(clustering, labels: labels, grid: grid, numbers: numbered))
        return (canvas, shown)
    }

    /// The rings around the user, or with no user the centre mark.
    private func drawBackground(on drawing: inout MapDrawing) {
        guard let user else {
            if let centre = viewport.cell(of: viewport.centre, columns: drawing.columns, rows: drawing.rows) {
                drawing.set(centre.column, centre.row, Span(Self.centreGlyph, foreground: Self.numberColor))
            }
            return
        }
        let origin = Geodesy.offset(of: user, from: viewport.centre)
        for row in 0..<drawing.rows {
            for column in 0..<drawing.columns {
                let cell = viewport.offset(column: column, row: row, columns: drawing.columns, rows: drawing.rows)
                let east = cell.east - origin.east
                let north = cell.north - origin.north
                let metres = (east * east + north * north).squareRoot()
                for (index, ring) in rings.enumerated().prefix(Self.ringGlyphs.count) where abs(metres - ring) < viewport.metresPerColumn / 2 {
                    drawing.set(column, row, Span(Self.ringGlyphs[index], foreground: Self.ringColors[index]))
                }
            }
        }
    }

    /// Each cell holding markers shows the user or its first marker's glyph, and beside it
    /// its number (with "×count" for a cluster), where there is room.
    private func drawMarkers(_ shown: [MapCluster], on drawing: inout MapDrawing, numbers: [Int?]) {
        let userCell = user.flatMap { viewport.cell(of: $0, columns: drawing.columns, rows: drawing.rows) }
        if let userCell {
            drawing.set(userCell.column, userCell.row, Span(Self.userGlyph, foreground: Self.userColor), reserved: true)
        }
        for cluster in shown where !(userCell.map { $0 == (cluster.column, cluster.row) } ?? false) {
            drawing.set(cluster.column, cluster.row, Span(cluster.first.kind.glyph, foreground: cluster.first.kind.color), reserved: true)
        }
        for (cluster, number) in zip(shown, numbers) {
            let number = number.map(String.init) ?? ""
            let label = cluster.count == 1 ? number : "\(number)×\(cluster.count)"
            if !label.isEmpty { drawing.label(label, besideColumn: cluster.column, row: cluster.row, color: Self.numberColor) }
        }
    }

    /// Every marker off the map (without number, column and row) and every one drawn, in the
    /// markers' order; a cluster is one point, at its first marker, with its count.
    private func model(_ clustering: MapClustering, labels: [String], grid: (columns: Int, rows: Int), numbers: [Int?]) -> JSONValue {
        func point(_ coordinate: Coordinate) -> [(String, JSONValue)] {
            [("latitude", .number(coordinate.latitude)), ("longitude", .number(coordinate.longitude))]
        }
        let origin = user ?? viewport.centre
        let clusters = clustering.clusters
        let points = zip(markers.indices, clustering.clusterOfMarker).compactMap { index, clusterIndex -> JSONValue? in
            let cluster = clusterIndex.map { clusters[$0] }
            if let cluster, cluster.firstIndex != index { return nil }
            let marker = markers[index]
            var members: [(String, JSONValue)] =
                [
                    ("id", .string(cluster?.id ?? marker.id)),
                    ("number", clusterIndex.flatMap { numbers[$0] }.map { .number(Double($0)) } ?? .null),
                    ("kind", .string(marker.kind.name)),
                    ("glyph", .string(marker.kind.glyph)),
                    ("label", .string(clusterIndex.map { labels[$0] } ?? marker.label)),
                ] + point(marker.position) + [
                    ("distance", .number(Geodesy.distance(origin, marker.position))),
                    ("column", cluster.map { .number(Double($0.column)) } ?? .null),
                    ("row", cluster.map { .number(Double($0.row)) } ?? .null),
                ]
            if let cluster, cluster.count > 1 { members.append(("count", .number(Double(cluster.count)))) }
            return .object(members)
        }
        return .object([
            ("centre", .object(point(viewport.centre))),
            ("metresPerColumn", .number(viewport.metresPerColumn)),
            ("columns", .number(Double(grid.columns))),
            ("rows", .number(Double(grid.rows))),
            ("user", user.map { .object(point($0)) } ?? .null),
            ("distanceFrom", .string(user == nil ? "centre" : "user")),
            ("points", .array(points)),
        ])
    }

    /// The kinds of `markers`, each once, in the order they first come.
    static func kinds(of markers: [MapMarker]) -> [MapMarker.Kind] {
        var kinds: [MapMarker.Kind] = []
        for marker in markers where !kinds.contains(where: { $0.glyph == marker.kind.glyph && $0.name == marker.kind.name }) {
            kinds.append(marker.kind)
        }
        return kinds
    }

    /// "◉ you  : 100 m  · 300 m  ♫ Music …" (with no user, "+ centre  ♫ Music …"), packed into
    /// lines of `width`. The room for it is reserved for the kinds of all the markers, so never
    /// too little.
    func legendLines(of kinds: [MapMarker.Kind], width: Int) -> [String] {
        var entries: [String] = []
        entries.append(
            user == nil
                ? "\(Self.centreGlyph) \(legend.centre)"
                : "\(Self.userGlyph) \(legend.you)")
        if user != nil {
            for (ring, glyph) in zip(rings, Self.ringGlyphs) {
                entries.append("\(glyph) \(Int(ring.rounded())) \(legend.metres)")
            }
        }
        entries += kinds.map { "\($0.glyph) \($0.name)" }
        var lines: [String] = []
        for entry in entries {
            let fitted = TextWidth.of(entry) > width ? String(entry.prefix(width)) : entry
            if let last = lines.last, TextWidth.of(last) + 2 + TextWidth.of(fitted) <= width {
                lines[lines.count - 1] = last + "  " + fitted
            } else {
                lines.append(fitted)
            }
        }
        return lines
    }
}

extension MapCanvas {
    /// The coordinate a long press names: a cell `x y` of the grid when both are whole
    /// numbers on it, otherwise a latitude and longitude.
    public func coordinate(at point: CanvasPoint, columns: Int, rows: Int) -> Coordinate? {
        if point.first == point.first.rounded(), point.second == point.second.rounded(),
            abs(point.first) < 1_000_000, abs(point.second) < 1_000_000,
            let cell = coordinate(column: Int(point.first), row: Int(point.second), columns: columns, rows: rows)
        {
            return cell
        }
        return Coordinate(latitude: point.first, longitude: point.second)
    }
}
