import Viper

/// Everything a game is played with; a game keeps the settings it started with.
public struct DartsSettings: Equatable, Codable, Sendable {
    public static let attemptChoices = [5, 10, 15, 20]
    public static let secondsRange = 10...60
    public static let secondsStep = 5
    public static let dartGlyphs = ["✕", "●", "◆", "★", "+"]
    public static let dartSizes = 1...3

    public var attempts = 10
    public var secondsPerAttempt = 15
    public var dartGlyph = "✕"
    public var dartSize = 1
    public var missesAllowed = false
    /// 0…1, as the audio service takes it; the settings screen sets and shows it in percent.
    public var volume = 0.8
    /// The last audible volume while the volume is 0 (muted, or slid down to 0), restored on
    /// unmute; `nil` otherwise.
    public var mutedVolume: Double?
    public var sounds = SoundSwitches()
    /// The fields a file held that broke their rules, each put back to its default when
    /// decoded; `checked()` names them. Never saved, and not part of equality.
    var fieldsPutBack: [String] = []

    public init() {}

    enum CodingKeys: String, CodingKey {
        case attempts, secondsPerAttempt, dartGlyph, dartSize, missesAllowed, volume, mutedVolume, sounds
    }

    public static func == (lhs: DartsSettings, rhs: DartsSettings) -> Bool {
        lhs.attempts == rhs.attempts && lhs.secondsPerAttempt == rhs.secondsPerAttempt && lhs.dartGlyph == rhs.dartGlyph
            && lhs.dartSize == rhs.dartSize && lhs.missesAllowed == rhs.missesAllowed && lhs.volume == rhs.volume
            && lhs.mutedVolume == rhs.mutedVolume && lhs.sounds == rhs.sounds
    }

    public var isMuted: Bool { mutedVolume != nil }

    /// Silences every sound and remembers the volume; does nothing when already silent.
    public mutating func mute() {
        guard !isMuted, volume > 0 else { return }
        mutedVolume = volume
        volume = 0
    }

    /// At volume 0, restores the last audible volume (the default when none is known).
    public mutating func unmute() {
        guard volume == 0 else { return }
        volume = mutedVolume ?? DartsSettings().volume
        mutedVolume = nil
    }

    /// Sets the volume, clamped to 0…1. Sliding down to 0 remembers the last audible volume for
    /// `unmute()`; an audible volume ends any mute.
    public mutating func setVolume(_ newVolume: Double) {
        let clamped = newVolume.isNaN ? 0 : min(max(newVolume, 0), 1)
        if clamped > 0 {
            mutedVolume = nil
        } else if volume > 0 {
            mutedVolume = volume
        }
        volume = clamped
    }

    /// Takes `other`'s volume, mute and sound switches, and keeps the rest.
    public mutating func takeSound(of other: DartsSettings) {
        volume = other.volume
        mutedVolume = other.mutedVolume
        sounds = other.sounds
    }

    /// Whether `sound` is switched on; the volume is applied by the speaker.
    public func isEnabled(_ sound: Sound) -> Bool {
        sounds[sound]
    }

    public static func isValidSeconds(_ seconds: Int) -> Bool {
        secondsRange.contains(seconds) && (seconds - secondsRange.lowerBound) % secondsStep == 0
    }

    static func isValidVolume(_ volume: Double) -> Bool {
        (0...1).contains(volume)
    }

    /// Only a silent volume can be a muted one, and only an audible volume is worth restoring.
    static func isValidMutedVolume(_ mutedVolume: Double?, volume: Double) -> Bool {
        guard let mutedVolume else { return true }
        return volume == 0 && mutedVolume > 0 && mutedVolume <= 1
    }
}

extension DartsSettings {
    /// Decoding fills any missing, mistyped or out-of-range field with its default, so a
    /// file from an older version, or one edited by hand, still loads; a field that was there
    /// but broke its rule is named in `fieldsPutBack`. Only a file that is not a JSON object at
    /// all fails, and `DocumentStore` moves that one aside.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var putBack: [String] = []
        func value<Value: Decodable>(_ key: CodingKeys, _ isValid: (Value) -> Bool = { _ in true }) -> Value? {
            guard let value = try? container.decodeIfPresent(Value.self, forKey: key), isValid(value) else {
                if container.contains(key) { putBack.append(key.stringValue) }
                return nil
            }
            return value
        }
        let defaults = DartsSettings()
        attempts = value(.attempts, Self.attemptChoices.contains) ?? defaults.attempts
        secondsPerAttempt = value(.secondsPerAttempt, Self.isValidSeconds) ?? defaults.secondsPerAttempt
        dartGlyph = value(.dartGlyph, Self.dartGlyphs.contains) ?? defaults.dartGlyph
        dartSize = value(.dartSize, Self.dartSizes.contains) ?? defaults.dartSize
        missesAllowed = value(.missesAllowed) ?? defaults.missesAllowed
        volume = value(.volume, Self.isValidVolume) ?? defaults.volume
        mutedVolume = value(.mutedVolume, { Self.isValidMutedVolume($0, volume: volume) })
        sounds = value(.sounds) ?? defaults.sounds
        fieldsPutBack = putBack
    }
}
