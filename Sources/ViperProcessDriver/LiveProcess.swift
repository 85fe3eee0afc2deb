import Foundation
import Synchronization

/// A program fed line by line while it runs, its output collected as it comes: how tests
/// and benchmarks drive a live `viper` session, such as a map waiting for other users' events.
public final class LiveProcess: Sendable {
    /// The output so far, filled by a reader thread.
    private final class Collected: Sendable {
        let text = Mutex("")
    }

    private let process: Process
    private let input: FileHandle
    private let collected = Collected()

    public init(_ executable: URL, _ arguments: [String], environment: [String: String]? = nil) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        self.process = process
        input = stdin.fileHandleForWriting
        let reader = stdout.fileHandleForReading
        Thread { [collected] in
            while true {
                let data = reader.availableData
                if data.isEmpty { break }
                collected.text.withLock { $0 += String(decoding: data, as: UTF8.self) }
            }
        }.start()
    }

    public var output: String { collected.text.withLock { $0 } }

    public func send(_ text: String) {
        input.write(Data(text.utf8))
    }

    /// Waits (at most `seconds`) until `text` has appeared `count` times in the output.
    public func waitFor(_ text: String, count: Int = 1, seconds: Double = 30) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if output.components(separatedBy: text).count - 1 >= count { return true }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return false
    }

    /// Waits (at most `seconds`) for the program to end by itself.
    public func waitForExit(seconds: Double = 30) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        return !process.isRunning
    }

    /// Closes its input and ends it if it is still running.
    public func stop() {
        try? input.close()
        if process.isRunning { process.terminate() }
    }
}
