import Foundation

/// Distances and directions on a sphere of the Earth's mean radius. Good to about 0.5%
/// against the WGS84 ellipsoid, which is plenty for a simulated phone.
public enum Geodesy {
    /// The IUGG mean radius, (2a + b) / 3 of WGS84, in metres.
    public static let meanEarthRadius: Double = 6_371_008.8

    /// Great-circle distance in metres (haversine).
    public static func distance(_ a: Coordinate, _ b: Coordinate) -> Double {
        let φ1 = radians(a.latitude), φ2 = radians(b.latitude)
        let Δφ = φ2 - φ1, Δλ = radians(b.longitude - a.longitude)
        let h = sin(Δφ / 2) * sin(Δφ / 2) + cos(φ1) * cos(φ2) * sin(Δλ / 2) * sin(Δλ / 2)
        return 2 * meanEarthRadius * asin(min(1, h.squareRoot()))
    }

    /// Where a great circle leaving `start` at `degrees` (0 north, 90 east) is after `metres`.
    /// A non-finite distance or bearing leaves `start` unchanged.
    public static func destination(from start: Coordinate, distance metres: Double, bearing degrees: Double) -> Coordinate {
        guard metres.isFinite, degrees.isFinite else { return start }
        let δ = metres / meanEarthRadius, θ = radians(degrees)
        let φ1 = radians(start.latitude), λ1 = radians(start.longitude)
        let sinφ2 = min(1, max(-1, sin(φ1) * cos(δ) + cos(φ1) * sin(δ) * cos(θ)))
        let φ2 = asin(sinφ2)
        let λ2 = λ1 + atan2(sin(θ) * sin(δ) * cos(φ1), cos(δ) - sin(φ1) * sinφ2)
        return Coordinate(clampingLatitude: Self.degrees(φ2), wrappingLongitude: Self.degrees(λ2))
    }

    /// The initial bearing of the great circle from `a` to `b`, in 0..<360 degrees.
    public static func bearing(from a: Coordinate, to b: Coordinate) -> Double {
        let φ1 = radians(a.latitude), φ2 = radians(b.latitude), Δλ = radians(b.longitude - a.longitude)
        let θ = atan2(sin(Δλ) * cos(φ2), cos(φ1) * sin(φ2) - sin(φ1) * cos(φ2) * cos(Δλ))
        let bearing = Self.degrees(θ).truncatingRemainder(dividingBy: 360)
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

    private static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }

    private static func degrees(_ radians: Double) -> Double { radians * 180 / .pi }
}
