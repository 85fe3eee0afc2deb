import EventMapAPI
import Foundation
import NIOPosix
import Synchronization

/// Expensive work kept off Swift's cooperative pool, whose few threads serve every request:
/// password hashing and the mail command run on threads of their own, behind a bounded queue.
/// Work past the queue is refused at once with `.busy`, so a flood of sign-ins is answered
/// 503 while `/health` and the map go on answering.
public final class BlockingWork: Sendable {
    /// A server's pool: half the cores (at least one), so serving keeps the others, and room
    /// for four waiting jobs a thread.
    public static let serving = BlockingWork(threads: max(1, ProcessInfo.processInfo.activeProcessorCount / 2), waitingPerThread: 4)
    /// The pool of a service no crowd reaches (an app's own, a test's): half the cores, as a
    /// server's, and a queue long enough never to refuse.
    public static let inProcess = BlockingWork(threads: max(1, ProcessInfo.processInfo.activeProcessorCount / 2), waitingPerThread: 1_000)

    public let capacity: Int
    private let pool: NIOThreadPool
    private let admitted = Atomic<Int>(0)

    public init(threads: Int, waitingPerThread: Int) {
        capacity = threads * (1 + waitingPerThread)
        pool = NIOThreadPool(numberOfThreads: threads)
        pool.start()
    }

    deinit {
        pool.shutdownGracefully { _ in }
    }

    /// `body`'s value, computed on the pool; `.busy` at once when the queue is full.
    public func run<T: Sendable>(_ body: @escaping @Sendable () throws(EventsError) -> T) async throws(EventsError) -> T {
        guard admitted.wrappingAdd(1, ordering: .relaxed).newValue <= capacity else {
            admitted.wrappingSubtract(1, ordering: .relaxed)
            throw .busy(retryAfter: 1)
        }
        defer { admitted.wrappingSubtract(1, ordering: .relaxed) }
        let outcome: Result<T, EventsError>
        do {
            outcome = try await pool.runIfActive { () -> Result<T, EventsError> in
                do throws(EventsError) { return .success(try body()) } catch { return .failure(error) }
            }
        } catch {
            throw .busy(retryAfter: 1)
        }
        return try outcome.get()
    }
}
