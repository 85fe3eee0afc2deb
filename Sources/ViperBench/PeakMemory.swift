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
    let (status, kilobytes) = try runMeasuringPeakMemory(
        viper.path,
        [
            "rickandmorty", "--api-base", base.absoluteString, "--clock", "system", "--width", "80", "--height", "24", "--strict", "--script", script.path,
        ])
    guard status == 0 else { return "rick-and-morty memory: viper ended with status \(status)" }
    return String(format: "rick-and-morty memory: viper scrolling all 826 characters with pictures peaks at %.1f MB (goal ≤ 100)", Double(kilobytes) / 1024)
}

/// The most memory `yes look | head -n N | viper seaworld` holds, for each N of `counts`: a pipe
/// that brings commands faster than the session runs them is read only as fast as it runs them.
func peakMemoryOfPipedCommands(counts: [Int]) throws -> String {
    let viper = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("viper")
    var figures: [String] = []
    for count in counts {
        let started = Date()
        let (status, kilobytes) = try runMeasuringPeakMemory(viper.path, ["seaworld", "--width", "80"], feeding: "tree\n", times: count)
        guard status == 0 else { return "repl memory: viper ended with status \(status)" }
        let seconds = Date().timeIntervalSince(started)
        figures.append(String(format: "%@ commands %.1f MB (%.0f/s)", count.formatted(), Double(kilobytes) / 1024, Double(count) / seconds))
    }
    return "repl memory: viper seaworld reading `tree` lines from a pipe, peak resident: " + figures.joined(separator: ", ")
        + " (goal: the same for every count)"
}

/// Runs `path` with its output thrown away and returns its exit status and its own peak
/// resident memory in kilobytes, as the kernel counted it. With `line`, standard input is a
/// pipe that gets `line` `times` times, then closes.
private func runMeasuringPeakMemory(_ path: String, _ arguments: [String], feeding line: String? = nil, times: Int = 0) throws -> (
    status: Int32, kilobytes: Int
) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    var pipeEnds: [Int32] = [-1, -1]
    if line != nil {
        guard pipe(&pipeEnds) == 0 else { throw RecordedAPIServer.ServerError(message: "cannot make a pipe") }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[0], 0)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
    }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
    guard spawned == 0 else { throw RecordedAPIServer.ServerError(message: "cannot run \(path): \(String(cString: strerror(spawned)))") }
    if let line {
        close(pipeEnds[0])
        let writeEnd = pipeEnds[1]
        let block = Array(String(repeating: line, count: 4_096).utf8)
        // A child that ends early must not end the benchmark with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        Thread {
            var left = times
            feeding: while left > 0 {
                let lines = min(left, 4_096)
                var chunk = block[0..<(lines * line.utf8.count)]
                while !chunk.isEmpty {
                    let written = chunk.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
                    if written < 0 && errno == EINTR { continue }
                    guard written > 0 else { break feeding }
                    chunk = chunk.dropFirst(written)
                }
                left -= lines
            }
            close(writeEnd)
        }.start()
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    return ((status >> 8) & 0xFF, Int(usage.ru_maxrss))
}
