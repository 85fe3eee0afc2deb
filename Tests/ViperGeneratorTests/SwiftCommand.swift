import Foundation

/// `swift` from PATH (or another program), run as a subprocess with the current environment.
enum SwiftCommand {
    struct Result {
        var status: Int32
        var output: String

        /// The end of the output, enough to show a compiler error or a failing test.
        var tail: String {
            output.split(separator: "\n", omittingEmptySubsequences: false).suffix(80).joined(separator: "\n")
        }
    }

    /// The first executable `swift` on PATH.
    static func locate() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// Runs `swift <arguments>` in `folder`, its standard output and error going to `log`;
    /// `tool` names another program found on PATH or by path (a built executable).
    static func run(_ arguments: [String], in folder: URL, log: URL, tool: String = "swift") async throws -> Result {
        try Data().write(to: log)
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = handle
        process.standardError = handle

        let status = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Int32, any Error>) in
            process.terminationHandler = { finished in
                continuation.resume(returning: finished.terminationStatus)
            }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? "<the log \(log.path) cannot be read>"
        return Result(status: status, output: output)
    }
}
