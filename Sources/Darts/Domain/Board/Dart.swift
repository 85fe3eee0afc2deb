/// Where one dart landed: millimetres from the board's centre, x to the right, y up.
public struct Dart: Equatable, Codable, Sendable {
    public let x: Double
    public let y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// Distance from the centre in millimetres.
    public var radius: Double { (x * x + y * y).squareRoot() }
}

/// The scoring region a dart is in, from the centre outwards.
public enum Ring: String, Codable, Sendable, CaseIterable {
    case innerBull, outerBull, single, treble, double, miss
}

/// What one dart scored.
public struct Hit: Equatable, Codable, Sendable {
    /// 1…20, 25 for the outer bull, 50 for the inner bull, 0 for a miss.
    public let sector: Int
    /// 1, 2 or 3; bulls count as ×1 and a miss as ×0.
    public let multiplier: Int
    public let points: Int
    public let ring: Ring

    /// Points are always `sector × multiplier`.
    public init(sector: Int, multiplier: Int, ring: Ring) {
        self.sector = sector
        self.multiplier = multiplier
        self.ring = ring
        points = sector * multiplier
    }

    public static let miss = Hit(sector: 0, multiplier: 0, ring: .miss)
    public static let innerBull = Hit(sector: 50, multiplier: 1, ring: .innerBull)
    public static let outerBull = Hit(sector: 25, multiplier: 1, ring: .outerBull)

    /// "20x3", "25x1", "50x1", or `missText` (the app's localized "Miss") for a miss.
    public func label(missText: String) -> String {
        ring == .miss ? missText : "\(sector)x\(multiplier)"
    }
}
