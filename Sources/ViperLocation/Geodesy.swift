// The formulae keep their papers' symbols (φ, λ, σ, U1, L), so that they can be checked against them.
// swift-format-ignore-file: IdentifiersMustBeASCII, AlwaysUseLowerCamelCase

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

    /// Metres east and north of `origin`, for drawing maps: the point's distance and initial
    /// bearing on the mean sphere, laid out flat around `origin` (an azimuthal equidistant
    /// picture). Distances and directions from the centre stay true everywhere, across the
    /// antimeridian and over a pole, where east–west lines meet.
    public static func offset(of point: Coordinate, from origin: Coordinate) -> (east: Double, north: Double) {
        let (φ1, φ2) = (radians(origin.latitude), radians(point.latitude))
        let Δλ = radians(point.longitude - origin.longitude)
        let (sinφ1, cosφ1, sinφ2, cosφ2, cosΔλ) = (sin(φ1), cos(φ1), sin(φ2), cos(φ2), cos(Δλ))
        // The direction's east and north parts; their length is the sine of the angle between
        // the points, so no bearing need be worked out (a map draws many points a frame).
        let east = sin(Δλ) * cosφ2
        let north = cosφ1 * sinφ2 - sinφ1 * cosφ2 * cosΔλ
        let sine = (east * east + north * north).squareRoot()
        let cosine = sinφ1 * sinφ2 + cosφ1 * cosφ2 * cosΔλ
        guard sine > 0 else { return (0, cosine > 0 ? 0 : .pi * meanEarthRadius) }
        let metres = atan2(sine, cosine) * meanEarthRadius / sine
        return (east: east * metres, north: north * metres)
    }

    /// The point `east` and `north` metres from `origin`: the inverse of `offset`.
    public static func point(east: Double, north: Double, from origin: Coordinate) -> Coordinate {
        let δ = (east * east + north * north).squareRoot() / meanEarthRadius
        let θ = atan2(east, north)
        let (φ1, λ1) = (radians(origin.latitude), radians(origin.longitude))
        let φ2 = asin(min(1, max(-1, sin(φ1) * cos(δ) + cos(φ1) * sin(δ) * cos(θ))))
        // At a pole every way is south (or north): the bearing names the meridian, as in `offset`.
        let λ2 =
            abs(cos(φ1)) < 1e-12
            ? λ1 + (φ1 > 0 ? .pi - θ : θ)
            : λ1 + atan2(sin(θ) * sin(δ) * cos(φ1), cos(δ) - sin(φ1) * sin(φ2))
        return Coordinate(clampingLatitude: degrees(φ2), wrappingLongitude: degrees(λ2))
    }

    static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }

    static func degrees(_ radians: Double) -> Double { radians * 180 / .pi }
}
