import Foundation

/// Runs `work`, which blocks (waits for a child process, sleeps, waits on a lock), on a thread
/// of its own, and returns what it returns or throws what it throws.
///
/// Swift's shared pool has one thread per core, and tests run on it side by side: on a 2-core
/// machine, two tests blocked in `waitUntilExit()` stall every other test of the run. Awaiting
/// blocking work through this function leaves the pool to them.
///
///     let status = await onOwnThread { process.waitUntilExit(); return process.terminationStatus }
public func onOwnThread<Value: Sendable, Failure: Error>(
    _ work: @escaping @Sendable () throws(Failure) -> Value
) async throws(Failure) -> Value {
    let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<Value, Failure>, Never>) in
        Thread.detachNewThread { continuation.resume(returning: Result(catching: work)) }
    }
    return try result.get()
}
