import EventMapAPI
import EventMapServer
import Logging
import PostgresNIO
import Synchronization

/// The repository's pool of connections and whether the database answers. Every operation
/// has `deadline` to finish; when one cannot reach the database and neither can a fresh
/// connection of a probe's own, the database is marked down, and from then
/// on operations fail at once with `.databaseUnavailable` while a probe tries a connection of
/// its own every `probeInterval`. When the probe gets through, a fresh pool replaces the old
/// one, whose reconnection back-off may have grown to a minute, and the database is up again.
final class PostgresConnectionState: Sendable {
    static let deadline = Duration.milliseconds(500)
    /// How long the probe waits for its connection: a refused one fails at once, and only a
    /// database that does not answer at all (a network cut) takes this long to be called down,
    /// so a machine under load is not taken for an outage.
    static let probeDeadline = Duration.seconds(5)
    static let probeInterval = Duration.milliseconds(200)
    static let probeSharing = Duration.seconds(1)
    /// What `Retry-After` tells a client while the database is down.
    static let retryAfter = 2

    private struct Pool {
        let client: PostgresClient
        let running: Task<Void, Never>
    }

    private let url: PostgresDatabaseURL
    private let logger: Logger
    private let pool: Mutex<Pool>
    private let probe = Mutex<Task<Void, Never>?>(nil)
    private let recentProbe = Mutex<(task: Task<Bool, Never>, started: ContinuousClock.Instant)?>(nil)

    init(url: PostgresDatabaseURL, logger: Logger) {
        self.url = url
        self.logger = logger
        pool = Mutex(Self.startPool(url: url, logger: logger))
    }

    deinit {
        pool.withLock { $0.running.cancel() }
        probe.withLock { $0?.cancel() }
    }

    var isUp: Bool { probe.withLock { $0 == nil } }

    /// Operations on the pool now, for the server's metrics.
    var inFlight: Int { running.load(ordering: .relaxed) }
    private let running = Atomic(0)

    /// Runs `body` on the pool; `.databaseUnavailable` when the database is down. Work that
    /// takes longer than the deadline goes on if a connection of the probe's own gets through
    /// (the database is slow, not gone), and is given up if it is refused or times out.
    func run<T: Sendable>(_ body: @escaping @Sendable (PostgresClient, Logger) async throws -> T) async throws(EventsError) -> T {
        guard isUp else { throw .databaseUnavailable(retryAfter: Self.retryAfter) }
        let (client, logger) = (pool.withLock { $0.client }, logger)
        running.add(1, ordering: .relaxed)
        defer { running.subtract(1, ordering: .relaxed) }
        let outcome = await Deadline.run(within: Self.deadline, unless: { await self.answers() }, { try await body(client, logger) })
        switch outcome {
        case .finished(let value):
            return value
        case .failed(let error) where !PostgresFailure.isConnectionFailure(error):
            throw PostgresFailure.storage(error)
        case .failed(let error):
            // One connection lost (to a restart, or a cut) is not yet the database gone: it is
            // called down only if a fresh connection of the probe's own cannot get through either.
            if await answers() {
                logger.warning("a connection to the database failed", metadata: ["reason": "\(PostgresFailure.describe(error))"])
            } else {
                markDown(PostgresFailure.describe(error))
            }
        case .timedOut:
            markDown("no answer within \(Self.deadline), and no new connection within \(Self.probeDeadline)")
        }
        throw .databaseUnavailable(retryAfter: Self.retryAfter)
    }

    /// Whether a connection of its own gets through within the probe's deadline. Callers within
    /// a second share one probe: on a loaded machine, every slow query opening a connection of
    /// its own would make the database slower still.
    func answers() async -> Bool {
        let probe = recentProbe.withLock { recent -> Task<Bool, Never> in
            if let recent, ContinuousClock.now - recent.started < Self.probeSharing { return recent.task }
            let task = Task { await self.probeOnce() }
            recent = (task, ContinuousClock.now)
            return task
        }
        return await probe.value
    }

    private func probeOnce() async -> Bool {
        let (url, logger) = (url, logger)
        let outcome = await Deadline.run(within: Self.probeDeadline) {
            let connection = try await PostgresConnection.connect(configuration: url.connection, id: 2, logger: logger)
            try await connection.query("SELECT 1", logger: logger)
            try await connection.close()
        }
        switch outcome {
        case .finished: return true
        // The server answered, if only to refuse (too many clients, say): it is there.
        case .failed(let error): return !PostgresFailure.isConnectionFailure(error) && (error as? PSQLError)?.serverInfo != nil
        case .timedOut: return false
        }
    }

    private func markDown(_ reason: String) {
        probe.withLock { probe in
            guard probe == nil else { return }
            logger.error("the database cannot be reached", metadata: ["reason": "\(reason)"])
            probe = Task { [weak self] in
                while !Task.isCancelled {
                    try? await Task.sleep(for: Self.probeInterval)
                    guard let self else { return }
                    if await answers() {
                        recover()
                        return
                    }
                }
            }
        }
    }

    private func recover() {
        let fresh = Self.startPool(url: url, logger: logger)
        let stale = pool.withLock { pool in
            defer { pool = fresh }
            return pool
        }
        stale.running.cancel()
        probe.withLock { $0 = nil }
        logger.notice("the database answers again")
    }

    private static func startPool(url: PostgresDatabaseURL, logger: Logger) -> Pool {
        let client = PostgresClient(configuration: url.client, backgroundLogger: logger)
        return Pool(client: client, running: Task { await client.run() })
    }
}

/// Runs work with a time limit, leaving it behind (cancelled) when the limit passes.
enum Deadline {
    enum Outcome<T: Sendable>: Sendable {
        case finished(T)
        case failed(any Error)
        case timedOut
    }

    /// - Parameter stillWaiting: asked each time the limit passes; `true` waits on for the work.
    static func run<T: Sendable>(
        within limit: Duration, unless stillWaiting: @escaping @Sendable () async -> Bool = { false }, _ body: @escaping @Sendable () async throws -> T
    ) async -> Outcome<T> {
        let (outcomes, continuation) = AsyncStream.makeStream(of: Outcome<T>.self, bufferingPolicy: .bufferingOldest(1))
        let work = Task {
            do { continuation.yield(.finished(try await body())) } catch { continuation.yield(.failed(error)) }
        }
        let timer = Task {
            while (try? await Task.sleep(for: limit)) != nil {
                if await !stillWaiting() {
                    continuation.yield(.timedOut)
                    return
                }
            }
        }
        var iterator = outcomes.makeAsyncIterator()
        let outcome = await iterator.next() ?? .timedOut
        work.cancel()
        timer.cancel()
        continuation.finish()
        return outcome
    }
}
