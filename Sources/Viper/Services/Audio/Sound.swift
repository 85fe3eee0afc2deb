/// A named sound: a melody (20–30 s, for results) or a short effect.
public struct Sound: Equatable, Hashable, Sendable, Codable {
    /// A melody or an effect.
    public enum Kind: String, Sendable, Codable {
        /// A tune of 20 to 30 seconds, such as the one that greets a result.
        case melody
        /// A short sound, such as the ding of a right answer.
        case effect
    }

    /// The sound's name, which is the same in every language.
    public let name: String
    /// Whether it is a melody or an effect.
    public let kind: Kind
    /// How long it plays.
    public let duration: Duration

    /// A sound named `name` of `kind` that plays for `duration`.
    public init(name: String, kind: Kind, duration: Duration) {
        self.name = name
        self.kind = kind
        self.duration = duration
    }
}
