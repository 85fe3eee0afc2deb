import Viper

/// Which of the app's sounds play: one switch per sound in `DartsSounds`, all on by
/// default. A struct rather than a dictionary keyed by name, so a sound cannot be
/// misspelt and a file missing a switch (an older version) still decodes, with it on.
public struct SoundSwitches: Equatable, Codable, Sendable {
    public var goodResult = true
    public var badResult = true
    public var correct = true
    public var wrong = true
    public var timeout = true

    public init() {}

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func flag(_ key: CodingKeys) -> Bool {
            (try? container.decodeIfPresent(Bool.self, forKey: key)) ?? true
        }
        goodResult = flag(.goodResult)
        badResult = flag(.badResult)
        correct = flag(.correct)
        wrong = flag(.wrong)
        timeout = flag(.timeout)
    }

    /// The switch for `sound`, matched by name. A sound the app does not know always plays
    /// and cannot be switched off.
    public subscript(_ sound: Sound) -> Bool {
        get { Self.keyPath(for: sound).map { self[keyPath: $0] } ?? true }
        set {
            guard let keyPath = Self.keyPath(for: sound) else { return }
            self[keyPath: keyPath] = newValue
        }
    }

    private static func keyPath(for sound: Sound) -> WritableKeyPath<SoundSwitches, Bool>? {
        switch sound.name {
        case DartsSounds.goodResult.name: \.goodResult
        case DartsSounds.badResult.name: \.badResult
        case DartsSounds.correct.name: \.correct
        case DartsSounds.wrong.name: \.wrong
        case DartsSounds.timeout.name: \.timeout
        default: nil
        }
    }
}
