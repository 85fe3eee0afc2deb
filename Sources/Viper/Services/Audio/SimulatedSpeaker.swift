import Synchronization

/// The simulated speaker: remembers what was played, in order, for the REPL to print and
/// tests to read.
public final class SimulatedSpeaker: AudioService {
    /// One sound as it was played, its volume already clamped to 0…1.
    public struct Played: Equatable, Sendable {
        public let sound: Sound
        public let volume: Double

        public init(sound: Sound, volume: Double) {
            self.sound = sound
            self.volume = volume
        }

        /// The REPL's line for this play, e.g. `♪ victory melody (24 s) at 80%`.
        public var line: String {
            "♪ \(sound.name) \(sound.kind.rawValue) (\(Self.describe(sound.duration))) at \(percent)%"
        }

        /// Whole percent; an audible volume never shows as 0%.
        var percent: Int {
            max(1, Int((volume * 100).rounded()))
        }

        /// `24 s`, `1.5 s`, or `300 ms` below a second; integer arithmetic, so no locale
        /// or floating-point noise reaches the transcript.
        static func describe(_ duration: Duration) -> String {
            let (seconds, attoseconds) = duration.components
            let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
            if milliseconds < 1000 { return "\(milliseconds) ms" }
            let tenths = (milliseconds + 50) / 100
            return tenths % 10 == 0 ? "\(tenths / 10) s" : "\(tenths / 10).\(tenths % 10) s"
        }
    }

    private let played = Mutex<[Played]>([])

    public init() {}

    public func play(_ sound: Sound, volume: Double) {
        // NaN fails both comparisons and so counts as silence.
        guard volume > 0 else { return }
        let clamped = min(volume, 1)
        played.withLock { $0.append(Played(sound: sound, volume: clamped)) }
    }

    /// What was played since the last drain, oldest first.
    public func drain() -> [Played] {
        played.withLock { played in
            defer { played = [] }
            return played
        }
    }
}
