import Foundation
import Synchronization

/// A program fed line by line while it runs, its output collected as it comes: how tests
/// and benchmarks drive a live `viper` session, such as a map waiting for other users' events.
public final class LiveProcess: Sendable {
    private let process: Process
    private let input: FileHandle
    private let collected = Collected()

    public init(_ executable: URL, _ arguments: [String], environment: [String: String]? = nil) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        process.terminationHandler = { [collected] _ in collected.end() }
        try process.run()
        self.process = process
        input = stdin.fileHandleForWriting
        let reader = stdout.fileHandleForReading
        Thread { [collected] in
            while true {
                let data = reader.availableData
                if data.isEmpty { break }
                collected.append(String(decoding: data, as: UTF8.self))
            }
        }.start()
    }

    public var output: String { collected.text }

    public func send(_ text: String) {
        input.write(Data(text.utf8))
    }

    /// Waits (at most `seconds`), woken by each piece of output, until `text` has appeared
    /// `count` times in the output.
    public func waitFor(_ text: String, count: Int = 1, seconds: Double = 30) async -> Bool {
        await collected.wait(seconds: seconds) { output, _ in output.components(separatedBy: text).count - 1 >= count }
    }

    /// Waits (at most `seconds`) for the program to end by itself.
    public func waitForExit(seconds: Double = 30) async -> Bool {
        await collected.wait(seconds: seconds) { _, ended in ended }
    }

    /// Closes its input and ends it if it is still running.
    public func stop() {
        try? input.close()
        if process.isRunning { process.terminate() }
    }
}

/// The output so far and whether the program has ended, with the waits for either to change.
private final class Collected: Sendable {
    typealias Condition = @Sendable (_ output: String, _ ended: Bool) -> Bool
    private struct Waiter {
        let condition: Condition
        let continuation: CheckedContinuation<Bool, Never>
    }
    private struct State {
        var text = ""
        var ended = false
        var waiters: [Int: Waiter] = [:]
        var nextWaiter = 0
    }
    private let state = Mutex(State())

    var text: String { state.withLock { $0.text } }

    func append(_ piece: String) {
        change { $0.text += piece }
    }

    func end() {
        change { $0.ended = true }
    }

    /// Resumes with `true` once `condition` holds, or with what it says at the deadline.
    func wait(seconds: Double, until condition: @escaping Condition) async -> Bool {
        let id = state.withLock { state in
            defer { state.nextWaiter += 1 }
            return state.nextWaiter
        }
        let deadline = Task { [self] in
            try? await Task.sleep(for: .seconds(seconds))
            resume(id) { condition($0.text, $0.ended) }
        }
        defer { deadline.cancel() }
        return await withCheckedContinuation { continuation in
            let holds = state.withLock { state -> Bool in
                if condition(state.text, state.ended) { return true }
                state.waiters[id] = Waiter(condition: condition, continuation: continuation)
                return false
            }
            if holds { continuation.resume(returning: true) }
        }
    }

    private func change(_ update: (inout State) -> Void) {
        let satisfied = state.withLock { state in
            update(&state)
            let ready = state.waiters.filter { $0.value.condition(state.text, state.ended) }
            for id in ready.keys { state.waiters[id] = nil }
            return ready.values.map(\.continuation)
        }
        for continuation in satisfied { continuation.resume(returning: true) }
    }

    private func resume(_ id: Int, with answer: (State) -> Bool) {
        let waiter = state.withLock { state -> (Waiter, Bool)? in
            guard let waiter = state.waiters.removeValue(forKey: id) else { return nil }
            return (waiter, answer(state))
        }
        if let (waiter, holds) = waiter { waiter.continuation.resume(returning: holds) }
    }
}
