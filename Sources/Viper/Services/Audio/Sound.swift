/// A named sound: a melody (20–30 s, for results) or a short effect.
public struct Sound: Equatable, Hashable, Sendable, Codable {
    public enum Kind: String, Sendable, Codable {
        case melody, effect
    }

    public let name: String
    public let kind: Kind
    public let duration: Duration

    public init(name: String, kind: Kind, duration: Duration) {
        self.name = name
        self.kind = kind
        self.duration = duration
    }
}
