/// An app's one random stream, shared by its modules so a seed replays a whole session
/// (tests hand it a `ScriptedRandom` to force each choice).
@MainActor
package final class SharedRandom {
    private var generator: any RandomSource

    /// One stream for the app, drawing from `generator`.
    package init(_ generator: any RandomSource) {
        self.generator = generator
    }

    /// Runs `body` with the stream, so callers can use any `RandomSource` API on it.
    package func draw<T>(_ body: (inout any RandomSource) -> T) -> T {
        body(&generator)
    }
}
