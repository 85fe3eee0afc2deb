import Foundation
import ViperTesting

#if canImport(Glibc)
    import Glibc
#endif

/// Runs the built `viper` executable, which `swift test` builds beside the test bundle.
struct ViperProcess {
    struct Result: Sendable {
        let status: Int32
        let exitedNormally: Bool
        let output: String
        let errors: String
    }

    static var executable: URL {
        get throws {
            let runner = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0])
            let candidate = runner.deletingLastPathComponent().appendingPathComponent("viper")
            guard FileManager.default.isExecutableFile(atPath: candidate.path) else {
                throw MissingExecutable(path: candidate.path)
            }
            return candidate
        }
    }

    struct MissingExecutable: Error, CustomStringConvertible {
        let path: String
        var description: String { "the viper executable is not at \(path); build the package first (swift build)" }
    }

    /// Runs `viper arguments…` with `input` on standard input and a clean, English environment,
    /// waiting for it on a thread of its own.
    static func run(_ arguments: [String], input: Data = Data(), environment extra: [String: String] = [:]) async throws -> Result {
        let executable = try executable
        return try await onOwnThread { try runBlocking(executable, arguments, input: input, environment: extra) }
    }

    private static func runBlocking(_ executable: URL, _ arguments: [String], input: Data, environment extra: [String: String]) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "LANG": "C.UTF-8", "NO_COLOR": "1"]
        environment.merge(extra) { _, new in new }
        process.environment = environment
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // A child that dies before it has read its input must fail the test, not end the test
        // process with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let writer = Thread {
            try? stdin.fileHandleForWriting.write(contentsOf: input)
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let errorReader = ErrorReader(handle: stderr.fileHandleForReading)
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            exitedNormally: process.terminationReason == .exit,
            output: String(decoding: output, as: UTF8.self),
            errors: errorReader.finish()
        )
    }
}

/// Drains standard error on its own thread so neither pipe can fill up and block the child.
private final class ErrorReader: @unchecked Sendable {
    // Safe: `data` is written once by the reading thread before `done` is signalled and
    // read only after waiting on `done`.
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(handle: FileHandle) {
        Thread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }.start()
    }

    func finish() -> String {
        done.wait()
        return String(decoding: data, as: UTF8.self)
    }
}
