import Synchronization

/// The simulated speaker: remembers what was played, in order, for the REPL to print and
/// tests to read.
public final class SimulatedSpeaker: AudioService {
    /// One sound as it was played, its volume already clamped to 0…1.
    public struct Played: Equatable, Sendable {
        /// The sound played.
        public let sound: Sound
        /// How loud, from 0 to 1.
        public let volume: Double

        /// A sound played at `volume`, already clamped to 0…1.
        public init(sound: Sound, volume: Double) {
            self.sound = sound
            self.volume = volume
        }

        /// The REPL's line for this play, e.g. `♪ fanfare melody (24 s) at 80%`, or in Russian
        /// `♪ мелодия fanfare (24 с), громкость 80%` (a sound's name is its own).
        public func line(in language: Language) -> String {
            let duration = Self.describe(sound.duration, in: language)
            let kind = FrameworkStrings.catalog.text("kind.\(sound.kind.rawValue)")
            return FrameworkStrings.catalog.text(
                "played", ["name": "\(sound.name)", "kind": .text(kind), "duration": "\(duration)", "percent": .number(percent)]
            ).in(language)
        }

        /// Whole percent; an audible volume never shows as 0%.
        var percent: Int {
            max(1, Int((volume * 100).rounded()))
        }

        /// `24 s`, `1.5 s`, or `300 ms` below a second (`1,5 с`, `300 мс` in Russian); integer
        /// arithmetic, so no locale or floating-point noise reaches the transcript.
        static func describe(_ duration: Duration, in language: Language) -> String {
            let (seconds, attoseconds) = duration.components
            let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
            if milliseconds < 1000 { return "\(milliseconds) " + FrameworkStrings.catalog.text("milliseconds").in(language) }
            let tenths = (milliseconds + 50) / 100
            let number =
                tenths % 10 == 0
                ? "\(tenths / 10)" : FrameworkStrings.catalog.text("decimal", ["whole": "\(tenths / 10)", "fraction": "\(tenths % 10)"]).in(language)
            return number + " " + FrameworkStrings.catalog.text("seconds").in(language)
        }
    }

    private let played = Mutex<[Played]>([])

    /// A speaker that has played nothing yet.
    package init() {}

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
