import EventMapAPI

/// Tells every open change stream of this process what changed, whichever process made the
/// change: woken by a write here, by PostgreSQL's notifications of writes elsewhere, or by
/// SQLite's change mark, it reads the feed once past the last entry it told and hands each
/// new entry to every subscriber.
public actor ChangeHub {
    public enum Item: Sendable, Equatable {
        case change(EventChange)
        /// Nothing changed for a while: a stream writes a comment, so a client that is gone is noticed.
        case heartbeat
    }

    /// What a subscriber may fall behind by; a subscriber further behind is ended, and its
    /// client resumes with `Last-Event-ID`, losing nothing.
    public static let backlog = 4_096
    static let page = 500

    private let repository: any EventsRepository
    private var told: Int
    private var subscribers: [Int: AsyncStream<Item>.Continuation] = [:]
    private var nextID = 0
    private var isReading = false
    private var readAgain = false
    private var isClosed = false
    private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    public init(repository: any EventsRepository) async throws(EventsError) {
        self.repository = repository
        told = try await repository.latestChange()
    }

    /// How many change streams are open.
    public var openStreams: Int { subscribers.count }

    /// A stream of every entry told from now on.
    public func subscribe() -> AsyncStream<Item> {
        let (stream, continuation) = AsyncStream.makeStream(of: Item.self, bufferingPolicy: .bufferingOldest(Self.backlog))
        guard !isClosed else {
            continuation.finish()
            return stream
        }
        let id = nextID
        nextID += 1
        subscribers[id] = continuation
        subscribersChanged()
        continuation.onTermination = { [weak self] _ in
            Task { await self?.unsubscribe(id) }
        }
        return stream
    }

    /// Reads what is new and tells it. A wake that comes while reading makes one more read.
    public func wake() async {
        guard !isReading else {
            readAgain = true
            return
        }
        isReading = true
        defer { isReading = false }
        repeat {
            readAgain = false
            while let changes = try? await repository.changes(since: told, limit: Self.page), !changes.isEmpty {
                for change in changes { tell(.change(change)) }
                told = changes.last?.sequence ?? told
                if changes.count < Self.page { break }
            }
        } while readAgain
    }

    public func heartbeat() {
        tell(.heartbeat)
    }

    /// Ends every stream, and every one asked for from now on: the server is stopping.
    public func close() {
        isClosed = true
        for continuation in subscribers.values { continuation.finish() }
        subscribers = [:]
        subscribersChanged()
    }

    private func tell(_ item: Item) {
        for (id, continuation) in subscribers {
            if case .dropped = continuation.yield(item) {
                continuation.finish()
                subscribers[id] = nil
                subscribersChanged()
            }
        }
    }

    private func unsubscribe(_ id: Int) {
        subscribers[id] = nil
        subscribersChanged()
    }

    /// Returns once exactly `count` streams are open: a test's way to see a stream let go.
    public func untilSubscribers(are count: Int) async {
        guard subscribers.count != count else { return }
        await withCheckedContinuation { waiters.append((count, $0)) }
    }

    private func subscribersChanged() {
        let count = subscribers.count
        for waiter in waiters where waiter.count == count { waiter.continuation.resume() }
        waiters.removeAll { $0.count == count }
    }
}
