import NIOCore
import Synchronization

/// The answers of `GET /v1/events`, their bytes kept by the request's path and query until
/// anything changes, so the box query a map repeats is served without reading the database or
/// encoding again (`KeptAnswersMiddleware`). Each answer is
/// checked against where the change feed stands (SQLite's commit mark, read without a query;
/// else the feed's last entry, read once for the answers asked together), so one kept from before a change made anywhere, by this
/// process or another, is never served; and an answer made while a change landed is not
/// kept. The change feed's follower also empties it, so what is kept does not outlive a change.
public final class AreaAnswers: Sendable {
    /// An answer's bytes.
    typealias Answer = ByteBuffer

    /// How many bytes of answers are kept at most; past it, all are let go. An answer larger
    /// than this on its own is served but not kept.
    static let byteBudget = 32 << 20

    private let repository: any EventsRepository
    /// The feed's last entry, for a database with no mark of its own: one query for the
    /// answers asked together.
    private let latestChanges: FreshFeedReads
    private let state = Mutex(Kept())

    init(repository: any EventsRepository) {
        self.repository = repository
        latestChanges = FreshFeedReads { (try? await repository.latestChange()).map { FeedMark(Int64($0)) } }
    }

    /// Answers served from what was kept, and answers that had to be made.
    public var counts: (hits: Int, misses: Int) {
        state.withLock { ($0.hits, $0.misses) }
    }

    /// Forgets every answer: something changed.
    public func forgetAll() {
        state.withLock { $0.forgetAll() }
    }

    /// The kept answer to `query` (a path and query), else the one `make` makes, kept unless a change landed meanwhile.
    func answer(to query: String, making make: () async throws -> Answer) async throws -> Answer {
        guard let mark = await feedPosition() else { return try await make() }
        switch state.withLock({ $0.lookUp(query, mark: mark) }) {
        case .kept(let answer):
            return answer
        case .missing(let generation):
            let answer = try await make()
            state.withLock { $0.keep(answer, for: query, madeIn: generation) }
            return answer
        }
    }

    /// Where the change feed stands; nil when the database cannot say (then nothing is kept or served).
    private func feedPosition() async -> FeedMark? {
        if let mark = repository.feedMark() { return mark }
        return await latestChanges.mark()
    }
}

private struct Kept {
    enum LookUp {
        case kept(AreaAnswers.Answer)
        /// To be made, and kept if nothing is forgotten before it is.
        case missing(generation: Int)
    }

    var answers: [String: AreaAnswers.Answer] = [:]
    var bytes = 0
    /// Moves each time everything is forgotten.
    var generation = 0
    var mark: FeedMark?
    var hits = 0
    var misses = 0

    mutating func lookUp(_ query: String, mark: FeedMark) -> LookUp {
        if mark != self.mark {
            forgetAll()
            self.mark = mark
        }
        if let answer = answers[query] {
            hits += 1
            return .kept(answer)
        }
        misses += 1
        return .missing(generation: generation)
    }

    mutating func keep(_ answer: AreaAnswers.Answer, for query: String, madeIn generation: Int) {
        guard generation == self.generation, answer.readableBytes <= AreaAnswers.byteBudget else { return }
        if let replaced = answers[query] { bytes -= replaced.readableBytes }
        if bytes + answer.readableBytes > AreaAnswers.byteBudget { forgetAll() }
        answers[query] = answer
        bytes += answer.readableBytes
    }

    mutating func forgetAll() {
        answers = [:]
        bytes = 0
        generation += 1
    }
}
