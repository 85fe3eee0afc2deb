import Foundation
import Viper

/// Distances and directions on the WGS84 ellipsoid, as GPS reports them: Vincenty's inverse
/// and direct formulae (accurate to well under a millimetre). The mean sphere stays only for
/// drawing maps (`offset`, `point`), where a flat picture is an approximation anyway.
public enum Geodesy {
    /// The IUGG mean radius, (2a + b) / 3 of WGS84, in metres.
    public static let meanEarthRadius: Double = 6_371_008.8

    /// Geodesic distance in metres on WGS84.
    public static func distance(_ a: Coordinate, _ b: Coordinate) -> Double {
        Vincenty.inverse(a, b).metres
    }

    /// Where the geodesic leaving `start` at `degrees` (0 north, 90 east) is after `metres`.
    /// A non-finite distance or bearing leaves `start` unchanged.
    public static func destination(from start: Coordinate, distance metres: Double, bearing degrees: Double) -> Coordinate {
        guard metres.isFinite, degrees.isFinite else { return start }
        return Vincenty.direct(from: start, metres: metres, azimuth: radians(degrees))
    }

    /// The initial bearing of the geodesic from `a` to `b`, in 0..<360 degrees.
    public static func bearing(from a: Coordinate, to b: Coordinate) -> Double {
        let bearing = degrees(Vincenty.inverse(a, b).azimuth).truncatingRemainder(dividingBy: 360)
        return bearing < 0 ? (bearing + 360).truncatingRemainder(dividingBy: 360) : bearing
    }

    /// Uniform over the disk of `radius` metres around `center`: distance = radius·√u (u uniform), bearing uniform.
    /// Taking distance = radius·u instead would crowd points near the centre, since the area
    /// within r grows as r². A negative or non-finite radius gives `center`.
    public static func randomPoint<R: RandomSource>(around center: Coordinate, within radius: Double, using random: inout R) -> Coordinate {
        guard radius.isFinite, radius > 0 else { return center }
        let distance = radius * random.unitInterval().squareRoot()
        let bearing = 360 * random.unitInterval()
        return destination(from: center, distance: distance, bearing: bearing)
    }

    /// Metres east and north of `origin` (local flat approximation, for drawing maps).
    /// Equirectangular at the mean latitude; the short way round across the antimeridian.
    public static func offset(of point: Coordinate, from origin: Coordinate) -> (east: Double, north: Double) {
        var Δλ = point.longitude - origin.longitude
        if Δλ > 180 { Δλ -= 360 } else if Δλ < -180 { Δλ += 360 }
        let meanLatitude = radians((point.latitude + origin.latitude) / 2)
        return (
            east: radians(Δλ) * cos(meanLatitude) * meanEarthRadius,
            north: radians(point.latitude - origin.latitude) * meanEarthRadius
        )
    }

    /// The point `east` and `north` metres from `origin`: the inverse of `offset`.
    public static func point(east: Double, north: Double, from origin: Coordinate) -> Coordinate {
        let latitude = origin.latitude + degrees(north / meanEarthRadius)
        let meanLatitude = radians((latitude + origin.latitude) / 2)
        let longitude = origin.longitude + degrees(east / (meanEarthRadius * max(1e-9, cos(meanLatitude))))
        return Coordinate(clampingLatitude: latitude, wrappingLongitude: longitude)
    }

    static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }

    static func degrees(_ radians: Double) -> Double { radians * 180 / .pi }
}
