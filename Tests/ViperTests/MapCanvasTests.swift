import Foundation
import Testing
import ViperLocation

@testable import Viper

@Suite("Map canvas: fills the room, legend, numbered markers and clusters, the user on top")
struct MapCanvasTests {
    static let user = Coordinate(latitude: 55.7539, longitude: 37.6208)!
    static let wolf = MapMarker.Kind(glyph: "W", name: "Wolf")
    static let bat = MapMarker.Kind(glyph: "B", name: "Bat")

    /// Two wolves (the same letter), one on the user's cell; two bats sharing a cell.
    static func map(language: Language = .en) -> MapCanvas {
        func at(_ metres: Double, _ bearing: Double) -> Coordinate { Geodesy.destination(from: user, distance: metres, bearing: bearing) }
        return MapCanvas(
            title: "Map", viewport: MapViewport(centre: user, metresPerColumn: 20),
            markers: [
                MapMarker(id: "w1", kind: wolf, label: "Wolf near", position: at(2, 10)),
                MapMarker(id: "w2", kind: wolf, label: "Wolf east", position: at(120, 90)),
                MapMarker(id: "b1", kind: bat, label: "Bat one", position: at(200, 270)),
                MapMarker(id: "b2", kind: bat, label: "Bat two", position: at(201, 270)),
            ],
            user: user, rings: [100, 300], legend: MapLegend(Localization(language))
        )
    }

    static let widths = [40, 60, 80, 160]

    /// The picture with every cluster numbered in order from `firstNumber`, as an app that
    /// lists them all under its map numbers them.
    static func drawn(
        _ map: MapCanvas, columns: Int, rows: Int, firstNumber: Int = 1,
        clusterLabel: (MapCluster) -> String = { "×\($0.count)" }
    ) -> (canvas: Canvas, clusters: [MapCluster]) {
        map.draw(columns: columns, rows: rows, clusterLabel: clusterLabel) { $0.indices.map { firstNumber + $0 } }
    }

    @Test("a map with no user marks its centre, says so in the legend, and a marker there covers it")
    func centreMark() {
        var map = Self.map(language: .ru)
        map.user = nil
        let grid = map.grid(columns: 41, rows: 13)
        let lines = Self.drawn(map, columns: 41, rows: 13).canvas.lines.map(\.plainText)
        let centre = lines[grid.rows / 2].map(String.init)
        #expect(centre[20] == "W", "the wolf two metres from the centre is drawn over the mark")
        #expect(lines.dropFirst(grid.rows).joined().contains("+ центр"))
        map.markers = []
        let empty = Self.drawn(map, columns: 41, rows: 13).canvas.lines.map(\.plainText)
        #expect(empty.prefix(grid.rows).joined().filter { $0 != " " } == "+")
        #expect(empty[grid.rows / 2].map(String.init)[20] == "+")
        #expect(!Self.drawn(Self.map(), columns: 41, rows: 13).canvas.lines.contains { $0.plainText.contains("+") }, "a map with a user has none")
    }

    @Test("the picture fills the width, never wider, with the legend under it", arguments: widths)
    func fits(width: Int) {
        let canvas = Self.drawn(Self.map(), columns: width, rows: 20).canvas
        #expect(canvas.lines.count <= 20)
        #expect(canvas.lines.allSatisfy { TextWidth.of($0.plainText) <= width })
        let grid = Self.map().grid(columns: width, rows: 20)
        #expect(grid.columns == width)
        #expect(canvas.lines.prefix(grid.rows).allSatisfy { TextWidth.of($0.plainText) == width })
        let legend = canvas.lines.dropFirst(grid.rows).map(\.plainText).joined(separator: "  ")
        for entry in ["◉ you", ": 100 m", "· 300 m", "W Wolf", "B Bat"] {
            #expect(legend.contains(entry), "\(entry) missing from \(legend)")
        }
    }

    @Test("a marker alone in its cell has its own number; markers sharing a cell are one, with their count", arguments: widths)
    func numbers(width: Int) throws {
        let map = Self.map()
        let (canvas, clusters) = Self.drawn(map, columns: width, rows: 20, firstNumber: 5) { "\($0.count) bats" }
        let grid = map.grid(columns: width, rows: 20)
        let picture = canvas.lines.prefix(grid.rows).map(\.plainText).joined(separator: "\n")
        let bats = try #require(map.clusters(columns: width, rows: 20).last)
        #expect(bats.count == 2 && bats.first.id == "b1")
        #expect(clusters.map(\.id) == ["w1", "w2", bats.id])
        #expect(Self.labels(canvas) == ["Wolf near", "Wolf east", "2 bats"])
        #expect(MapCluster.cell(id: bats.id)! == (bats.column, bats.row) && MapCluster.cell(id: "w1") == nil)
        #expect(picture.contains("◉5"), "the wolf on the user's cell is reachable by its number:\n\(picture)")
        #expect(picture.contains("W6"))
        #expect(picture.contains("B7×2") || picture.contains("7×2B"), "the two bats are one marker with their count:\n\(picture)")
        #expect(picture.components(separatedBy: "◉").count == 2, "the user is drawn once, never hidden")
    }

    @Test("ten thousand markers on one cell are one marker and one item")
    func manyOnOneCell() {
        var map = Self.map()
        map.markers = (0..<10_000).map { MapMarker(id: "b\($0)", kind: Self.bat, label: "Bat", position: Self.user) }
        let canvas = Self.drawn(map, columns: 80, rows: 20).canvas
        #expect(Self.labels(canvas) == ["×10000"])
        guard case .array(let points)? = canvas.model["points"] else {
            Issue.record("no points")
            return
        }
        #expect(points.count == 1 && points.first?["count"] == .number(10_000))
    }

    /// The labels of the points the canvas's model lists.
    static func labels(_ canvas: Canvas) -> [String] {
        guard case .array(let points)? = canvas.model["points"] else { return [] }
        return points.compactMap { if case .string(let label)? = $0["label"] { label } else { nil } }
    }

    @Test("the legend is in Russian too")
    func russian() {
        let canvas = Self.drawn(Self.map(language: .ru), columns: 60, rows: 20).canvas
        let text = canvas.lines.map(\.plainText).joined(separator: "\n")
        #expect(text.contains("◉ вы") && text.contains(": 100 м") && text.contains("· 300 м"))
    }

    @Test("the model lists every point with latitude, longitude and WGS84 distance from the user")
    func model() throws {
        let map = Self.map()
        let canvas = Self.drawn(map, columns: 80, rows: 20).canvas
        guard case .array(let points)? = canvas.model["points"] else {
            Issue.record("no points")
            return
        }
        #expect(points.count == 3, "the two bats sharing a cell are one point")
        #expect(points.last?["count"] == .number(2) && points.first?["count"] == nil)
        for (point, marker) in zip(points, map.markers) {
            #expect(point["latitude"] == .number(marker.position.latitude))
            #expect(point["longitude"] == .number(marker.position.longitude))
            #expect(point["distance"] == .number(Geodesy.distance(Self.user, marker.position)))
        }
        #expect(canvas.model["user"]?["latitude"] == .number(Self.user.latitude))
    }

    @Test("without a user, distances are from the centre and no user or rings are drawn")
    func noUser() {
        var map = Self.map()
        map.user = nil
        let canvas = Self.drawn(map, columns: 40, rows: 12).canvas
        let text = canvas.lines.map(\.plainText).joined()
        #expect(!text.contains("◉") && !text.contains("100 m"))
        guard case .array(let points)? = canvas.model["points"] else { return }
        #expect(points[1]["distance"] == .number(Geodesy.distance(Self.user, map.markers[1].position)))
    }

    @Test("a cell's coordinate is its centre's, and that point is drawn in the same cell", arguments: widths)
    func cellCoordinates(width: Int) throws {
        let map = Self.map()
        let grid = map.grid(columns: width, rows: 20)
        for (column, row) in [(0, 0), (grid.columns - 1, grid.rows - 1), (grid.columns / 2, grid.rows / 2), (3, 2)] {
            let point = try #require(map.coordinate(at: CanvasPoint(Double(column), Double(row)), columns: width, rows: 20))
            let cell = try #require(map.viewport.cell(of: point, columns: grid.columns, rows: grid.rows))
            #expect(cell.column == column && cell.row == row)
        }
        #expect(map.coordinate(at: CanvasPoint(Double(grid.columns / 2), Double(grid.rows / 2)), columns: width, rows: 20) == Self.user)
        #expect(map.coordinate(at: CanvasPoint(55.75, 37.62), columns: width, rows: 20) == Coordinate(latitude: 55.75, longitude: 37.62))
    }

    @Test("no crash at tiny or huge sizes")
    func extremes() {
        for (columns, rows) in [(1, 1), (0, 0), (3, 2), (500, 300)] {
            let canvas = Self.drawn(Self.map(), columns: columns, rows: rows).canvas
            #expect(canvas.lines.allSatisfy { TextWidth.of($0.plainText) <= max(1, columns) })
        }
    }
}
