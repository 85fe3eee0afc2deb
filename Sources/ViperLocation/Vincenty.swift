// The formulae keep their papers' symbols (φ, λ, σ, U1, L), so that they can be checked against them.
// swift-format-ignore-file: IdentifiersMustBeASCII, AlwaysUseLowerCamelCase

import Foundation
import Viper

/// Vincenty's formulae on the WGS84 ellipsoid (Survey Review, 1975). The inverse iterates
/// on the longitude on the auxiliary sphere; for nearly antipodal points it may not converge,
/// and then the distance is taken along a meridian's ellipse for the same central angle —
/// within about 0.2% there (the true geodesic lies between that and the half meridian),
/// and never an endless loop.
enum Vincenty {
    static let a = 6_378_137.0
    static let f = 1 / 298.257_223_563
    static let b = a * (1 - f)
    static let maxIterations = 200

    /// Metres and the initial azimuth (radians, clockwise from north) from `p1` to `p2`.
    static func inverse(_ p1: Coordinate, _ p2: Coordinate) -> (metres: Double, azimuth: Double) {
        if p1 == p2 { return (0, 0) }
        var L = Geodesy.radians(p2.longitude - p1.longitude)
        if L > .pi { L -= 2 * .pi } else if L < -.pi { L += 2 * .pi }
        let U1 = atan((1 - f) * tan(Geodesy.radians(p1.latitude)))
        let U2 = atan((1 - f) * tan(Geodesy.radians(p2.latitude)))
        let sinU1 = sin(U1)
        let cosU1 = cos(U1)
        let sinU2 = sin(U2)
        let cosU2 = cos(U2)
        var λ = L
        var sinσ = 0.0
        var cosσ = 0.0
        var σ = 0.0
        var cos2α = 0.0
        var cos2σm = 0.0
        var sinλ = 0.0
        var cosλ = 0.0
        var converged = false
        for _ in 0..<maxIterations {
            sinλ = sin(λ)
            cosλ = cos(λ)
            let t1 = cosU2 * sinλ
            let t2 = cosU1 * sinU2 - sinU1 * cosU2 * cosλ
            sinσ = (t1 * t1 + t2 * t2).squareRoot()
            guard sinσ > 1e-12 else { break }
            cosσ = sinU1 * sinU2 + cosU1 * cosU2 * cosλ
            σ = atan2(sinσ, cosσ)
            let sinα = cosU1 * cosU2 * sinλ / sinσ
            cos2α = 1 - sinα * sinα
            cos2σm = cos2α == 0 ? 0 : cosσ - 2 * sinU1 * sinU2 / cos2α
            let C = f / 16 * cos2α * (4 + f * (4 - 3 * cos2α))
            let previous = λ
            λ = L + (1 - C) * f * sinα * (σ + C * sinσ * (cos2σm + C * cosσ * (-1 + 2 * cos2σm * cos2σm)))
            if abs(λ - previous) < 1e-12 {
                converged = true
                break
            }
        }
        guard converged else { return alongMeridian(U1: U1, U2: U2, L: L) }
        let u2 = cos2α * (a * a - b * b) / (b * b)
        let B = u2 / 1024 * (256 + u2 * (-128 + u2 * (74 - 47 * u2)))
        let Δσ =
            B * sinσ
            * (cos2σm + B / 4
                * (cosσ * (-1 + 2 * cos2σm * cos2σm)
                    - B / 6 * cos2σm * (-3 + 4 * sinσ * sinσ) * (-3 + 4 * cos2σm * cos2σm)))
        let metres = b * seriesA(cos2α: cos2α) * (σ - Δσ)
        let azimuth = atan2(cosU2 * sinλ, cosU1 * sinU2 - sinU1 * cosU2 * cosλ)
        return (metres, azimuth)
    }

    /// The point `metres` along the geodesic leaving `p1` at `azimuth` (radians).
    static func direct(from p1: Coordinate, metres: Double, azimuth α1: Double) -> Coordinate {
        let sinα1 = sin(α1)
        let cosα1 = cos(α1)
        let tanU1 = (1 - f) * tan(Geodesy.radians(p1.latitude))
        let cosU1 = 1 / (1 + tanU1 * tanU1).squareRoot()
        let sinU1 = tanU1 * cosU1
        let σ1 = atan2(tanU1, cosα1)
        let sinα = cosU1 * sinα1
        let cos2α = 1 - sinα * sinα
        let u2 = cos2α * (a * a - b * b) / (b * b)
        let A = seriesA(cos2α: cos2α)
        let B = u2 / 1024 * (256 + u2 * (-128 + u2 * (74 - 47 * u2)))
        var σ = metres / (b * A)
        var sinσ = 0.0
        var cosσ = 0.0
        var cos2σm = 0.0
        for _ in 0..<maxIterations {
            cos2σm = cos(2 * σ1 + σ)
            sinσ = sin(σ)
            cosσ = cos(σ)
            let Δσ =
                B * sinσ
                * (cos2σm + B / 4
                    * (cosσ * (-1 + 2 * cos2σm * cos2σm)
                        - B / 6 * cos2σm * (-3 + 4 * sinσ * sinσ) * (-3 + 4 * cos2σm * cos2σm)))
            let previous = σ
            σ = metres / (b * A) + Δσ
            if abs(σ - previous) < 1e-12 { break }
        }
        sinσ = sin(σ)
        cosσ = cos(σ)
        cos2σm = cos(2 * σ1 + σ)
        let x = sinU1 * sinσ - cosU1 * cosσ * cosα1
        let φ2 = atan2(sinU1 * cosσ + cosU1 * sinσ * cosα1, (1 - f) * (sinα * sinα + x * x).squareRoot())
        let λ = atan2(sinσ * sinα1, cosU1 * cosσ - sinU1 * sinσ * cosα1)
        let C = f / 16 * cos2α * (4 + f * (4 - 3 * cos2α))
        let L = λ - (1 - C) * f * sinα * (σ + C * sinσ * (cos2σm + C * cosσ * (-1 + 2 * cos2σm * cos2σm)))
        return Coordinate(clampingLatitude: Geodesy.degrees(φ2), wrappingLongitude: p1.longitude + Geodesy.degrees(L))
    }

    /// The fallback for nearly antipodal points: the central angle on the auxiliary sphere
    /// at longitude difference `L`, measured along a meridian's ellipse.
    private static func alongMeridian(U1: Double, U2: Double, L: Double) -> (metres: Double, azimuth: Double) {
        let y = cos(U2) * sin(L)
        let x = cos(U1) * sin(U2) - sin(U1) * cos(U2) * cos(L)
        let σ = atan2((x * x + y * y).squareRoot(), sin(U1) * sin(U2) + cos(U1) * cos(U2) * cos(L))
        return (b * seriesA(cos2α: 1) * σ, atan2(y, x))
    }

    /// Vincenty's A: the geodesic's length per radian of σ, over b.
    private static func seriesA(cos2α: Double) -> Double {
        let u2 = cos2α * (a * a - b * b) / (b * b)
        return 1 + u2 / 16384 * (4096 + u2 * (-768 + u2 * (320 - 175 * u2)))
    }
}
