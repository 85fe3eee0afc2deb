import Foundation
import Testing
@testable import Viper

// Haversine on the mean radius treats the Earth as a sphere. The WGS84 ellipsoid's radii of
// curvature run from 6 335 km (meridian at the equator) to 6 400 km (at the poles), within
// 0.6% of the mean 6 371 km, so over short distances such as 1 km haversine stays within 0.6%
// of the true WGS84 geodesic; over Moscow–St Petersburg it is 0.25% short (634.57 km against
// 636.16 km). The tolerances below test the sphere, not the ellipsoid.
@Suite("Geodesy: distance, destination, bearing")
struct GeodesyTests {
    func coordinate(_ latitude: Double, _ longitude: Double) throws -> Coordinate {
        try #require(Coordinate(latitude: latitude, longitude: longitude))
    }

    @Test("one degree of latitude is 111 195 m on the mean sphere")
    func oneDegree() throws {
        let metres = Geodesy.distance(try coordinate(0, 0), try coordinate(1, 0))
        #expect(abs(metres - 111_195.08) < 0.01)
        let north = Geodesy.distance(try coordinate(45, 10), try coordinate(46, 10))
        #expect(abs(north - 111_195.08) < 0.01)
    }

    @Test("Moscow to St Petersburg is 634.57 km by haversine, within 0.5%")
    func moscowToSaintPetersburg() throws {
        let moscow = try coordinate(55.7539, 37.6208)
        let petersburg = try coordinate(59.9398, 30.3146)
        let metres = Geodesy.distance(moscow, petersburg)
        #expect(abs(metres - 634_570) / 634_570 < 0.005)
        #expect(abs(metres - 634_570) < 1)
    }

    @Test("distance is symmetric and zero for identical points")
    func symmetricAndZero() throws {
        let a = try coordinate(55.7539, 37.6208), b = try coordinate(-33.8688, 151.2093)
        #expect(Geodesy.distance(a, b) == Geodesy.distance(b, a))
        #expect(Geodesy.distance(a, a) == 0)
        #expect(Geodesy.distance(b, b) == 0)
    }

    @Test("across the antimeridian the short way round is taken")
    func antimeridian() throws {
        let west = try coordinate(0, 179.5), east = try coordinate(0, -179.5)
        #expect(abs(Geodesy.distance(west, east) - 111_195.08) < 0.01)
        let moved = Geodesy.destination(from: west, distance: 111_195.08, bearing: 90)
        #expect(abs(moved.longitude - -179.5) < 1e-6)
        #expect(abs(moved.latitude) < 1e-6)
    }

    @Test("a 1 km step measures 1000 m back", arguments: [0.0, 45, 90, 135, 180, 225, 270, 315, 33.3])
    func kilometreRoundTrip(bearing: Double) throws {
        for start in [try coordinate(55.7539, 37.6208), try coordinate(0, 0), try coordinate(-70, -120), try coordinate(10, 179.999)] {
            let end = Geodesy.destination(from: start, distance: 1000, bearing: bearing)
            #expect(abs(Geodesy.distance(start, end) - 1000) < 1)
        }
    }

    @Test("bearing finds the bearing destination was given", arguments: [0.0, 30, 90, 150, 180, 210, 270, 359])
    func bearingRoundTrip(bearing: Double) throws {
        let start = try coordinate(55.7539, 37.6208)
        for metres in [10.0, 1000, 250_000] {
            let end = Geodesy.destination(from: start, distance: metres, bearing: bearing)
            let measured = Geodesy.bearing(from: start, to: end)
            let difference = abs((measured - bearing + 540).truncatingRemainder(dividingBy: 360) - 180)
            #expect(difference < 1e-6, "\(metres) m at \(bearing)° came back as \(measured)°")
            #expect((0..<360).contains(measured))
        }
    }

    @Test("bearings to the four cardinal neighbours")
    func cardinalBearings() throws {
        let origin = try coordinate(0, 0)
        #expect(abs(Geodesy.bearing(from: origin, to: try coordinate(1, 0)) - 0) < 1e-9)
        #expect(abs(Geodesy.bearing(from: origin, to: try coordinate(0, 1)) - 90) < 1e-9)
        #expect(abs(Geodesy.bearing(from: origin, to: try coordinate(-1, 0)) - 180) < 1e-9)
        #expect(abs(Geodesy.bearing(from: origin, to: try coordinate(0, -1)) - 270) < 1e-9)
    }

    @Test("destination normalises longitude and stays valid past the poles")
    func normalisation() throws {
        let east = Geodesy.destination(from: try coordinate(0, 179.9), distance: 50_000, bearing: 90)
        #expect((-180...180).contains(east.longitude))
        #expect(east.longitude < -179)
        let overPole = Geodesy.destination(from: try coordinate(89.9, 0), distance: 100_000, bearing: 0)
        #expect((-90...90).contains(overPole.latitude))
        #expect(abs(overPole.longitude) > 179)
        let start = try coordinate(10, 20)
        #expect(Geodesy.destination(from: start, distance: .nan, bearing: 0) == start)
        #expect(Geodesy.destination(from: start, distance: 5, bearing: .infinity) == start)
    }

    @Test("offset gives metres east and north for drawing maps")
    func offset() throws {
        let origin = try coordinate(55.7539, 37.6208)
        let north = Geodesy.offset(of: Geodesy.destination(from: origin, distance: 500, bearing: 0), from: origin)
        #expect(abs(north.north - 500) < 0.5)
        #expect(abs(north.east) < 0.01)
        let east = Geodesy.offset(of: Geodesy.destination(from: origin, distance: 500, bearing: 90), from: origin)
        #expect(abs(east.east - 500) < 0.5)
        #expect(abs(east.north) < 0.5)
        let across = Geodesy.offset(of: try coordinate(0, -179.999), from: try coordinate(0, 179.999))
        #expect(abs(across.east - 222.39) < 0.01)
    }
}
