import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs the built `viper` with a script and reports, with its output, the most memory it
/// ever held and the CPU time it used (the kernel's account, from `wait4`), which
/// `Process` cannot tell.
struct MeasuredRun {
    let status: Int32
    let output: String
    /// Peak resident set size, in megabytes.
    let peakMegabytes: Int
    /// User and system CPU time, in seconds.
    let cpuSeconds: Double

    static func run(_ arguments: [String], script: String) throws -> MeasuredRun {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viper-peak-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("script.viper"), output = folder.appendingPathComponent("output.txt")
        try Data(script.utf8).write(to: input)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input.path, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)

        let executable = try ViperProcess.executable.path
        let argv = Self.cStrings([executable] + arguments)
        let envp = Self.cStrings(["LANG=C.UTF-8", "NO_COLOR=1"])
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard spawned == 0 else { throw SpawnError(code: spawned) }

        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let text = try String(contentsOf: output, encoding: .utf8)
        let cpu = [usage.ru_utime, usage.ru_stime].reduce(0.0) { $0 + Double($1.tv_sec) + Double($1.tv_usec) / 1_000_000 }
        return MeasuredRun(status: status, output: text, peakMegabytes: usage.ru_maxrss / 1024, cpuSeconds: cpu)
    }

    /// NUL-terminated copies for `posix_spawn`, ending with nil; release each with `free`.
    private static func cStrings(_ words: [String]) -> [UnsafeMutablePointer<CChar>?] {
        words.map { (word: String) -> UnsafeMutablePointer<CChar>? in strdup(word) } + [nil]
    }

    struct SpawnError: Error {
        let code: Int32
    }
}
