import Testing
import ViperLocation

@testable import Viper

@Suite("Map camera: one model of zoom and pan for every map, following a point or free")
struct MapCameraTests {
    static let home = Coordinate(latitude: 55.7539, longitude: 37.6208)!
    static let walkedTo = Geodesy.destination(from: home, distance: 500, bearing: 45)

    static func following() -> MapCamera {
        .following(home, fitting: 300, scales: 2...200, zoomFactor: 1.25)
    }

    static func free() -> MapCamera {
        .free(centre: home, metresPerColumn: 50, scales: 5...6400, zoomFactor: 2, latitudes: -80...80)
    }

    @Test("until the user zooms, a following camera fits its circle and a cell around it, whichever way the grid is short")
    func fits() {
        let camera = Self.following()
        #expect(camera.metresPerColumn(columns: 62, rows: 100) == 10, "600 m across 60 columns")
        #expect(camera.metresPerColumn(columns: 200, rows: 17) == 20, "600 m down 15 rows of two columns' metres")
        #expect(camera.metresPerColumn(columns: 3, rows: 3) == 200, "never beyond the widest scale")
        #expect(camera.metresPerColumn(columns: 1000, rows: 1000) == 2, "never closer than the closest")
    }

    @Test("zooming steps by the factor from the scale shown, within the scales, and says when it can go no further")
    func zooms() {
        var camera = Self.following()
        camera.apply(.zoomIn, columns: 62, rows: 100)
        #expect(camera.metresPerColumn(columns: 62, rows: 100) == 8)
        #expect(camera.metresPerColumn(columns: 200, rows: 17) == 8, "a chosen scale no longer follows the grid")
        for _ in 0..<20 { camera.apply(.zoomIn, columns: 62, rows: 100) }
        #expect(camera.metresPerColumn(columns: 62, rows: 100) == 2)
        #expect(!camera.canZoomIn(columns: 62, rows: 100) && camera.canZoomOut(columns: 62, rows: 100))
        var free = Self.free()
        free.apply(.zoomOut, columns: 80, rows: 20)
        #expect(free.metresPerColumn(columns: 80, rows: 20) == 100)
        for _ in 0..<20 { free.apply(.zoomOut, columns: 80, rows: 20) }
        #expect(free.metresPerColumn(columns: 80, rows: 20) == 6400 && !free.canZoomOut(columns: 80, rows: 20))
    }

    /// Each direction, with the metres east and north it moves 50 m columns of an 80 × 20 grid.
    static let panSteps: [(MapDirection, Double, Double)] = [(.east, 2000, 0), (.west, -2000, 0), (.north, 0, 1000), (.south, 0, -1000)]

    @Test("a pan moves half the grid's width or height", arguments: panSteps)
    func pans(direction: MapDirection, east: Double, north: Double) {
        var camera = Self.free()
        camera.apply(.pan(direction), columns: 80, rows: 20)
        let offset = Geodesy.offset(of: camera.centre, from: Self.home)
        #expect(abs(offset.east - east) < 1e-6 && abs(offset.north - north) < 1e-6, "a row spans two columns' metres")
    }

    @Test("a following camera's opposite pans cancel out exactly; a free one's land within two metres, as great circles do")
    func panBack() {
        var following = Self.following()
        var free = Self.free()
        for direction in [MapDirection.east, .north, .west, .south] {
            following.apply(.pan(direction), columns: 62, rows: 100)
            free.apply(.pan(direction), columns: 80, rows: 20)
        }
        #expect(following == Self.following())
        #expect(Geodesy.distance(free.centre, Self.home) < 2)
    }

    @Test("a free camera's centre stays within its latitudes")
    func latitudes() {
        var camera = Self.free()
        for _ in 0..<40 { camera.apply(.pan(.north), columns: 80, rows: 20) }
        for _ in 0..<20 { camera.apply(.zoomOut, columns: 80, rows: 20) }
        for _ in 0..<40 { camera.apply(.pan(.north), columns: 80, rows: 20) }
        #expect(camera.centre.latitude == 80)
    }

    @Test("a following camera moves with its point, keeping its pan, and recentring drops pan and zoom")
    func follows() {
        var camera = Self.following()
        camera.apply(.pan(.east), columns: 62, rows: 100)
        camera.apply(.zoomIn, columns: 62, rows: 100)
        camera.follow(Self.walkedTo)
        let offset = Geodesy.offset(of: camera.centre, from: Self.walkedTo)
        #expect(abs(offset.east - 31 * 10) < 1e-6 && abs(offset.north) < 1e-6, "still half the map east of the point")
        #expect(camera.metresPerColumn(columns: 62, rows: 100) == 8, "at the scale the user chose")
        camera.recentre()
        #expect(
            camera
                == {
                    var fresh = Self.following()
                    fresh.follow(Self.walkedTo)
                    return fresh
                }())
        #expect(Geodesy.distance(camera.centre, Self.walkedTo) < 1e-6)
    }

    @Test("a free camera ignores following and recentring; zooming into a point centres there one step closer")
    func freeCamera() {
        var camera = Self.free()
        camera.follow(Self.walkedTo)
        camera.recentre()
        #expect(camera == Self.free())
        camera.zoom(into: Self.walkedTo, columns: 80, rows: 20)
        #expect(Geodesy.distance(camera.centre, Self.walkedTo) < 1e-3)
        #expect(camera.metresPerColumn(columns: 80, rows: 20) == 25)
    }

    @Test("a map seen through a camera gets the viewport of the grid its room leaves, legend and all")
    func canvasThroughCamera() {
        let legend = MapLegend(Localization(.en))
        let map = MapCanvas(title: "Map", camera: Self.following(), columns: 62, rows: 30, markers: [], user: Self.home, rings: [100], legend: legend)
        let grid = map.grid(columns: 62, rows: 30)
        #expect(grid.rows < 30, "the legend takes rows")
        #expect(map.viewport == Self.following().viewport(columns: grid.columns, rows: grid.rows))
    }
}
