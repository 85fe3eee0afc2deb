import Foundation
import Testing
import ViperTesting

@testable import ViperSQLite

@Suite struct DatabaseCrashTests {
    /// `sqlite-writer` prints the row count after each COMMIT; after SIGKILL, every reported
    /// commit must be in the file, and no transaction may be half there.
    @Test(.timeLimit(.minutes(5)))
    func killedWriterLosesNoCommittedRows() async throws {
        let folder = try TemporaryFolder(prefix: "database-crash")
        let path = folder.url.appendingPathComponent("crash.sqlite").path
        let process = Process()
        process.executableURL = try WriterExecutable.url
        process.arguments = [path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
            }
        }
        let reader = CommitReader(output.fileHandleForReading)

        try #require(await reader.reported(lines: 3, within: 30), "the writer reported no commits")
        // Let the real writer get well into further transactions, so the kill lands mid-write:
        // it is a real process, so only the wall clock tells how long it has had.
        try await Task.sleep(for: .milliseconds(300))
        #expect(process.isRunning, "the writer stopped before it was killed")
        kill(process.processIdentifier, SIGKILL)
        let reported = await reader.finish()
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)

        let database = try Database(path: path)
        #expect(try database.query("PRAGMA integrity_check").map { $0.string("integrity_check") } == ["ok"])
        let rows = try #require(try database.query("SELECT COUNT(*) AS n FROM ticks").first?.int("n"))
        #expect(rows >= reported)
        #expect(rows % 10 == 0, "a transaction of 10 rows was partly written: \(rows) rows")
    }
}

private enum WriterExecutable {
    static var url: URL {
        get throws {
            let runner = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0])
            let candidate = runner.deletingLastPathComponent().appendingPathComponent("sqlite-writer")
            guard FileManager.default.isExecutableFile(atPath: candidate.path) else { throw Missing(path: candidate.path) }
            return candidate
        }
    }

    struct Missing: Error, CustomStringConvertible {
        let path: String
        var description: String { "sqlite-writer is not at \(path); build the package first (swift build)" }
    }
}

/// Reads the writer's output on its own thread, keeping the last complete line's count.
private final class CommitReader: @unchecked Sendable {
    // Safe: `state` is touched only while `changed` is locked.
    private struct State {
        var pending = Data()
        var lines = 0
        var lastCount: Int64 = 0
        var ended = false
    }

    private var state = State()
    private let changed = NSCondition()

    init(_ handle: FileHandle) {
        Thread { [self] in
            while case let chunk = handle.availableData, !chunk.isEmpty {
                update { Self.consume(chunk, into: &$0) }
            }
            update { $0.ended = true }
        }.start()
    }

    /// Whether `lines` commits are reported within `seconds`, or before the output ends.
    func reported(lines: Int, within seconds: Double) async -> Bool {
        await onOwnThread { [self] in
            waitUntil(Date().addingTimeInterval(seconds)) { $0.lines >= lines || $0.ended }.lines >= lines
        }
    }

    /// Waits for end of output (the writer has exited) and returns the last reported count.
    func finish() async -> Int64 {
        await onOwnThread { [self] in waitUntil(nil) { $0.ended }.lastCount }
    }

    private func update(_ change: (inout State) -> Void) {
        changed.lock()
        change(&state)
        changed.broadcast()
        changed.unlock()
    }

    /// Waits until `condition` holds or `deadline` (none: for ever) has passed. (A far
    /// deadline such as `.distantFuture` overflows `NSCondition`'s time and traps.)
    private func waitUntil(_ deadline: Date?, _ condition: (State) -> Bool) -> State {
        changed.lock()
        defer { changed.unlock() }
        while !condition(state) {
            if let deadline {
                guard changed.wait(until: deadline) else { break }
            } else {
                changed.wait()
            }
        }
        return state
    }

    private static func consume(_ chunk: Data, into state: inout State) {
        state.pending.append(chunk)
        // A line cut short by the kill has no newline and is ignored.
        while let newline = state.pending.firstIndex(of: UInt8(ascii: "\n")) {
            let line = String(decoding: state.pending[state.pending.startIndex..<newline], as: UTF8.self)
            state.pending.removeSubrange(state.pending.startIndex...newline)
            if let count = Int64(line) {
                state.lines += 1
                state.lastCount = max(state.lastCount, count)
            }
        }
    }
}
