import Viper

/// The app's one seeded random stream, shared by its modules so a seed replays a whole game.
@MainActor
public final class SharedRandom {
    private var generator: SeededRandom

    public init(_ generator: SeededRandom) {
        self.generator = generator
    }

    /// Runs `body` with the stream, so callers can use any `RandomSource` API on it.
    public func draw<T>(_ body: (inout SeededRandom) -> T) -> T {
        body(&generator)
    }
}
