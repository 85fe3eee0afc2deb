import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The most memory the real `viper rickandmorty` holds while a script scrolls through all
/// 826 characters six rows at a time, waiting at each screen for its pictures.
func peakMemoryScrollingAllPictures(_ base: URL) throws -> String {
    let script = FileManager.default.temporaryDirectory.appendingPathComponent("viper-bench-scroll-\(UUID().uuidString).viper")
    defer { try? FileManager.default.removeItem(at: script) }
    let screens = (826 + 5) / 6
    try (["wait idle"] + Array(repeating: "scroll down 6\nwait idle", count: screens)).joined(separator: "\n")
        .write(to: script, atomically: true, encoding: .utf8)
    let viper = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("viper")
    let (status, kilobytes) = try runMeasuringPeakMemory(viper.path, [
        "rickandmorty", "--api-base", base.absoluteString, "--clock", "system", "--width", "80", "--height", "24", "--strict", "--script", script.path,
    ])
    guard status == 0 else { return "rick-and-morty memory: viper ended with status \(status)" }
    return String(format: "rick-and-morty memory: viper scrolling all 826 characters with pictures peaks at %.1f MB (goal ≤ 100)", Double(kilobytes) / 1024)
}

/// Runs `path` with its output thrown away and returns its exit status and its own peak
/// resident memory in kilobytes, as the kernel counted it.
private func runMeasuringPeakMemory(_ path: String, _ arguments: [String]) throws -> (status: Int32, kilobytes: Int) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
    guard spawned == 0 else { throw RecordedAPIServer.ServerError(message: "cannot run \(path): \(String(cString: strerror(spawned)))") }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    return ((status >> 8) & 0xFF, Int(usage.ru_maxrss))
}
