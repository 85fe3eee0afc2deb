import Foundation
import Testing
import ViperLocation

@testable import Viper

// Distances are geodesics on the WGS84 ellipsoid (Vincenty). Reference values are
// GeographicLib's (Karney) and Vincenty's own published example.
@Suite("Geodesy: distance, destination, bearing")
struct GeodesyTests {
    func coordinate(_ latitude: Double, _ longitude: Double) throws -> Coordinate {
        try #require(Coordinate(latitude: latitude, longitude: longitude))
    }

    /// The great circle on the mean sphere, which the ellipsoid replaced, in the formula's own symbols.
    // swift-format-ignore: IdentifiersMustBeASCII
    func haversine(_ a: Coordinate, _ b: Coordinate) -> Double {
        let φ1 = a.latitude * .pi / 180
        let φ2 = b.latitude * .pi / 180
        let Δφ = φ2 - φ1
        let Δλ = (b.longitude - a.longitude) * .pi / 180
        let h = sin(Δφ / 2) * sin(Δφ / 2) + cos(φ1) * cos(φ2) * sin(Δλ / 2) * sin(Δλ / 2)
        return 2 * Geodesy.meanEarthRadius * asin(min(1, h.squareRoot()))
    }

    func dms(_ degrees: Double, _ minutes: Double, _ seconds: Double) -> Double {
        (abs(degrees) + minutes / 60 + seconds / 3600) * (degrees < 0 ? -1 : 1)
    }

    @Test("Flinders Peak to Buninyong is 54 972.271 m at 306°52′05.37″ (Vincenty's example)")
    func flindersPeakToBuninyong() throws {
        let flinders = try coordinate(dms(-37, 57, 3.72030), dms(144, 25, 29.52440))
        let buninyong = try coordinate(dms(-37, 39, 10.15610), dms(143, 55, 35.38390))
        #expect(abs(Geodesy.distance(flinders, buninyong) - 54_972.271) < 0.001)
        #expect(abs(Geodesy.bearing(from: flinders, to: buninyong) - dms(306, 52, 5.37)) < 0.01 / 3600)
    }

    @Test("JFK to Heathrow is 5 551 759.400 m (GeographicLib)")
    func jfkToHeathrow() throws {
        let metres = Geodesy.distance(try coordinate(40.6, -73.8), try coordinate(51.6, -0.5))
        #expect(abs(metres - 5_551_759.400) < 0.001)
        #expect(abs(Geodesy.bearing(from: try coordinate(40.6, -73.8), to: try coordinate(51.6, -0.5)) - 51.198883) < 1e-6)
    }

    @Test("one degree along the equator is 111 319.491 m, along a meridian 110 574.389 m, a quarter meridian 10 001 965.729 m")
    func degreesOnTheEllipsoid() throws {
        #expect(abs(Geodesy.distance(try coordinate(0, 0), try coordinate(0, 1)) - 111_319.491) < 0.001)
        #expect(abs(Geodesy.distance(try coordinate(0, 0), try coordinate(1, 0)) - 110_574.389) < 0.001)
        #expect(abs(Geodesy.distance(try coordinate(0, 10), try coordinate(90, 10)) - 10_001_965.729) < 0.001)
    }

    @Test("antipodal points give the half meridian, 20 003 931.459 m, and do not hang")
    func antipodal() throws {
        #expect(abs(Geodesy.distance(try coordinate(0, 0), try coordinate(0, 180)) - 20_003_931.459) < 0.001)
        #expect(abs(Geodesy.distance(try coordinate(90, 0), try coordinate(-90, 0)) - 20_003_931.459) < 0.001)
        // Wellington to Spain, nearly antipodal: GeographicLib gives 19 959 679.267 m.
        let nearly = Geodesy.distance(try coordinate(-41.32, 174.81), try coordinate(40.96, -5.5))
        #expect(abs(nearly - 19_959_679.267) / 19_959_679.267 < 0.002)
        for longitude in stride(from: 179.0, through: 180, by: 0.1) {
            let metres = Geodesy.distance(try coordinate(0.1, 0), try coordinate(-0.1, longitude))
            #expect((19_900_000...20_003_932).contains(metres), "\(longitude): \(metres)")
        }
    }

    @Test("a point 301 m away on the ellipsoid is outside 300 m; the sphere would put it inside")
    func threeHundredOneMetres() throws {
        let user = try coordinate(55.7539, 37.6208)
        let monster = Geodesy.destination(from: user, distance: 301, bearing: 90)
        #expect(abs(Geodesy.distance(user, monster) - 301) < 0.001)
        #expect(Geodesy.distance(user, monster) > 300)
        #expect(haversine(user, monster) < 300)
    }

    @Test("distance is symmetric and zero for identical points")
    func symmetricAndZero() throws {
        let a = try coordinate(55.7539, 37.6208)
        let b = try coordinate(-33.8688, 151.2093)
        #expect(abs(Geodesy.distance(a, b) - Geodesy.distance(b, a)) < 1e-6)
        #expect(Geodesy.distance(a, a) == 0)
        #expect(Geodesy.distance(b, b) == 0)
    }

    @Test("across the antimeridian the short way round is taken")
    func antimeridian() throws {
        let west = try coordinate(0, 179.5)
        let east = try coordinate(0, -179.5)
        #expect(abs(Geodesy.distance(west, east) - 111_319.491) < 0.001)
        let moved = Geodesy.destination(from: west, distance: 111_319.491, bearing: 90)
        #expect(abs(moved.longitude - -179.5) < 1e-6)
        #expect(abs(moved.latitude) < 1e-6)
    }

    @Test("a 1 km step measures 1000 m back", arguments: [0.0, 45, 90, 135, 180, 225, 270, 315, 33.3])
    func kilometreRoundTrip(bearing: Double) throws {
        for start in [try coordinate(55.7539, 37.6208), try coordinate(0, 0), try coordinate(-70, -120), try coordinate(10, 179.999)] {
            let end = Geodesy.destination(from: start, distance: 1000, bearing: bearing)
            #expect(abs(Geodesy.distance(start, end) - 1000) < 0.001)
        }
    }

    @Test("bearing finds the bearing destination was given", arguments: [0.0, 30, 90, 150, 180, 210, 270, 359])
    func bearingRoundTrip(bearing: Double) throws {
        let start = try coordinate(55.7539, 37.6208)
        for metres in [10.0, 1000, 250_000] {
            let end = Geodesy.destination(from: start, distance: metres, bearing: bearing)
            let measured = Geodesy.bearing(from: start, to: end)
            let difference = abs((measured - bearing + 540).truncatingRemainder(dividingBy: 360) - 180)
            // Vincenty's truncated series agree with each other to about 1e-6° over 250 km.
            #expect(difference < 1e-5, "\(metres) m at \(bearing)° came back as \(measured)°")
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
        #expect(abs(north.north - 500) < 2)
        #expect(abs(north.east) < 0.01)
        let east = Geodesy.offset(of: Geodesy.destination(from: origin, distance: 500, bearing: 90), from: origin)
        #expect(abs(east.east - 500) < 2)
        #expect(abs(east.north) < 0.5)
        let back = Geodesy.point(east: east.east, north: east.north, from: origin)
        #expect(abs(back.latitude - Geodesy.destination(from: origin, distance: 500, bearing: 90).latitude) < 1e-9)
        let across = Geodesy.offset(of: try coordinate(0, -179.999), from: try coordinate(0, 179.999))
        #expect(abs(across.east - 222.39) < 0.01)
    }
}

/// A map drawn near a pole stays right: a point's place on the flat picture keeps its true
/// distance and direction from the centre, even across the pole, where meridians meet.
@Suite("Map offsets near the poles")
struct PolarOffsetTests {
    @Test("a point across the pole is drawn at its distance, beyond it", arguments: [89.999, -89.999, 90.0])
    func acrossThePole(latitude: Double) throws {
        let origin = try #require(Coordinate(latitude: latitude, longitude: 10))
        for bearing in stride(from: 0.0, to: 360, by: 45) {
            let point = Geodesy.destination(from: origin, distance: 300, bearing: bearing)
            let offset = Geodesy.offset(of: point, from: origin)
            let drawn = (offset.east * offset.east + offset.north * offset.north).squareRoot()
            #expect(abs(drawn - Geodesy.distance(origin, point)) < 1.5, "bearing \(bearing): drawn \(drawn) m away")
            let back = Geodesy.point(east: offset.east, north: offset.north, from: origin)
            #expect(Geodesy.distance(back, point) < 0.01, "bearing \(bearing): the inverse lands \(Geodesy.distance(back, point)) m off")
        }
    }

    @Test("north stays up beside the pole: a point due north of the user is drawn above them")
    func northIsUp() throws {
        let origin = try #require(Coordinate(latitude: 89.999, longitude: 10))
        let north = Geodesy.destination(from: origin, distance: 300, bearing: 0)
        let offset = Geodesy.offset(of: north, from: origin)
        // The mean sphere's metres are 0.4% short of the ellipsoid's by the pole.
        #expect(offset.north > 297 && abs(offset.east) < 1)
    }
}
