import Foundation
import ViperTesting

#if canImport(Glibc)
    import Glibc
#endif

/// Runs the built `viper` on a script and reports, with its output, the most memory it
/// ever held and the CPU time it used, which `Process` cannot tell.
///
/// The peak is the child's own high-water mark (`VmHWM`), read while it waits for more
/// input after the script: `wait4`'s `ru_maxrss` would also count the test runner's memory,
/// which the child inherits for an instant when it is spawned. This polls the output file
/// in real time because it drives a real process; it runs on a thread of its own so the
/// blocking calls never hold up the tasks of other tests.
struct MeasuredProcessRun {
    let output: String
    /// Peak resident set size, in megabytes.
    let peakMegabytes: Int
    /// User and system CPU time, in seconds.
    let cpuSeconds: Double

    static func run(_ arguments: [String], script: String) async throws -> MeasuredProcessRun {
        let executable = try ViperProcess.executable.path
        return try await onOwnThread { try measure(executable, arguments, script: script) }
    }

    private static let marker = "# end of script"

    private static func measure(_ executable: String, _ arguments: [String], script: String) throws -> MeasuredProcessRun {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viper-measured-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("output.txt")
        var input: [Int32] = [0, 0]
        guard pipe(&input) == 0 else { throw Failure("cannot make a pipe") }
        // Close-on-exec: a child spawned by a test running beside this one must not inherit
        // the write end, or this child would never see the end of its script.
        _ = fcntl(input[1], F_SETFD, FD_CLOEXEC)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input[0], 0)
        posix_spawn_file_actions_addclose(&actions, input[1])
        posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = cStrings([executable] + arguments)
        let envp = cStrings(["LANG=C.UTF-8", "NO_COLOR=1"])
        defer { for pointer in argv + envp { free(pointer) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        close(input[0])
        guard spawned == 0 else {
            close(input[1])
            throw Failure("cannot start viper: \(String(cString: strerror(spawned)))")
        }

        let text = Array((script + marker + "\n").utf8)
        _ = text.withUnsafeBytes { write(input[1], $0.baseAddress, $0.count) }
        let deadline = Date().addingTimeInterval(90)
        while Date() < deadline, !((try? String(contentsOf: output, encoding: .utf8))?.contains("> " + marker) ?? false) {
            Thread.sleep(forTimeInterval: 0.01)
        }
        let peak = highWaterMark(of: pid)
        close(input[1])
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let cpu = [usage.ru_utime, usage.ru_stime].reduce(0.0) { $0 + Double($1.tv_sec) + Double($1.tv_usec) / 1_000_000 }
        let finalOutput = try String(contentsOf: output, encoding: .utf8)
        guard let peak else { throw Failure("viper did not finish the script:\n\(finalOutput)") }
        return MeasuredProcessRun(output: finalOutput, peakMegabytes: peak / 1024, cpuSeconds: cpu)
    }

    /// `VmHWM` in kilobytes, from `/proc/<pid>/status`.
    private static func highWaterMark(of pid: pid_t) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return nil }
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
    }

    /// NUL-terminated copies for `posix_spawn`, ending with nil; release each with `free`.
    private static func cStrings(_ words: [String]) -> [UnsafeMutablePointer<CChar>?] {
        words.map { (word: String) -> UnsafeMutablePointer<CChar>? in strdup(word) } + [nil]
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
