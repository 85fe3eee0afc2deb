import Viper
import ViperLocation

/// A wild monster somewhere near the user.
public struct Monster: Equatable, Hashable, Sendable, Identifiable {
    public let id: Int
    public let kind: MonsterKind
    public let position: Coordinate

    public var name: String { kind.name }
}

/// A monster in the user's team.
public struct CaughtMonster: Equatable, Codable, Sendable {
    public let kind: MonsterKind
    public let level: Int

    public var name: String { kind.name }
}
