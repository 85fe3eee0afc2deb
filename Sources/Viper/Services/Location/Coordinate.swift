import Foundation

/// A point on the Earth: latitude and longitude in degrees. Every value is valid, so code
/// that holds one never checks ranges again.
public struct Coordinate: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Degrees north of the equator, −90…90.
    public let latitude: Double
    /// Degrees east of Greenwich, −180…180.
    public let longitude: Double

    /// `nil` unless latitude is in −90…90 and longitude in −180…180 (which also rules out NaN and infinities).
    public init?(latitude: Double, longitude: Double) {
        guard (-90...90).contains(latitude), (-180...180).contains(longitude) else { return nil }
        self.latitude = latitude
        self.longitude = longitude
    }

    /// For results of spherical trigonometry: rounding may push latitude a hair past a pole,
    /// and longitude may come out as any angle.
    package init(clampingLatitude latitude: Double, wrappingLongitude longitude: Double) {
        self.latitude = min(90, max(-90, latitude))
        self.longitude = Self.wrap(longitude)
    }

    /// `"55.7539,37.6208"`; spaces may surround either number.
    public static func parse(_ text: String) -> Coordinate? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let latitude = decimal(parts[0]), let longitude = decimal(parts[1]) else { return nil }
        return Coordinate(latitude: latitude, longitude: longitude)
    }

    /// A plain decimal number such as `-12.5` or `1e-3`; not `nan`, `inf` or hexadecimal,
    /// which `Double(_:)` would also accept.
    package static func decimal<S: StringProtocol>(_ text: S) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, trimmed.allSatisfy({ "0123456789+-.eE".contains($0) }) else { return nil }
        return Double(trimmed)
    }

    /// `"55.75390,37.62080"`: five decimals, about a metre.
    public var description: String {
        "\(Self.format(latitude)),\(Self.format(longitude))"
    }

    private static func format(_ degrees: Double) -> String {
        let text = String(format: "%.5f", degrees)
        return text == "-0.00000" ? "0.00000" : text
    }

    /// Any angle in degrees to −180…180.
    package static func wrap(_ longitude: Double) -> Double {
        guard !(-180...180).contains(longitude) else { return longitude }
        let wrapped = (longitude + 180).truncatingRemainder(dividingBy: 360)
        return wrapped < 0 ? wrapped + 180 : wrapped - 180
    }
}

extension Coordinate: Codable {
    private enum CodingKeys: String, CodingKey {
        case latitude, longitude
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let latitude = try container.decode(Double.self, forKey: .latitude)
        let longitude = try container.decode(Double.self, forKey: .longitude)
        guard let coordinate = Coordinate(latitude: latitude, longitude: longitude) else {
            throw DecodingError.dataCorrupted(.init(codingPath: container.codingPath, debugDescription: "\(latitude),\(longitude) is not a valid coordinate"))
        }
        self = coordinate
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(latitude, forKey: .latitude)
        try container.encode(longitude, forKey: .longitude)
    }
}
