import Foundation

/// Where the REPL's lines come from, a batch at a time; `nil` when there are no more.
@MainActor
protocol LineSource {
    /// Whether the source shows the prompt itself (the line editor draws it with the line).
    var drawsPrompt: Bool { get }
    func next(prompt: String) async -> [InputLine]?
}

/// Lines as `LineReader` reads them: scripts, pipes, and a terminal that cannot edit.
@MainActor
final class StreamLineSource: LineSource {
    private var iterator: AsyncStream<[InputLine]>.Iterator
    private let batches: LineBatches

    init(_ batches: LineBatches) {
        self.batches = batches
        iterator = batches.stream.makeAsyncIterator()
    }

    var drawsPrompt: Bool { false }

    func next(prompt: String) async -> [InputLine]? {
        // The iterator shares its stream's storage: a copy reads on from where the last one stopped.
        var reading = iterator
        let batch = await reading.next(isolation: #isolation)
        iterator = reading
        batches.took()
        return batch
    }
}
