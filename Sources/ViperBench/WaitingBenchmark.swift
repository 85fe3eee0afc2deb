import EventMap
import EventMapAPI
import Foundation
import RickAndMorty
import Viper
import ViperREPL

#if canImport(Glibc)
    import Glibc
#endif

/// What waiting costs: virtual time moved on the Event Map (its map holds the server's change
/// feed open, and no timer of its own runs), the CPU `wait idle` burns while a slow request is in flight, and the CPU of an
/// interactive `viper` that has nothing to do.
@MainActor
func benchmarkWaiting() async -> [String] {
    let replay = recordedRickAndMorty.path
    let viper = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("viper")
    var lines: [String] = []
    for (hours, goal) in [(6, "≤ 0.25"), (24, "≤ 1")] {
        lines.append(await eventMapWait(hours: hours, goal: goal))
    }
    lines.append(await waitIdleCPU(replay: replay))
    lines.append(contentsOf: idleInteractiveCPU(viper: viper))
    return lines
}

/// `wait <hours>h` on the Event Map's map, through a REPL session on the virtual clock.
@MainActor
private func eventMapWait(hours: Int, goal: String) async -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viper-bench-wait-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    var settings = SessionSettings()
    settings.dataDirectory = folder.path
    let session: Session
    switch await startedSession(EventMapApp(), settings, after: ["wait idle", "tap Skip", "wait idle"]) {
    case .success(let started): session = started
    case .failure(let problem): return problem.line
    }
    let seconds = await ContinuousClock().measure { _ = await session.run("wait \(hours)h") }.seconds
    await session.end()
    guard session.errorCount == 0 else { return "wait: the Event Map session reported \(session.errorCount) errors" }
    return String(format: "wait: `wait %dh` on the Event Map's map: %.3f s of real time (goal %@ s)", hours, seconds, goal)
}

/// Why a benchmark's session could not start, as its line.
private struct StartProblem: Error {
    let line: String
}

/// A session of `app` on `settings`, started and taken through the `setup` commands.
@MainActor
private func startedSession(_ app: some ViperApp, _ settings: SessionSettings, after setup: [String]) async -> Result<Session, StartProblem> {
    let session = Session(apps: [app], settings: settings, console: CountingConsole())
    do {
        try await session.start(app: app.name)
    } catch {
        return .failure(StartProblem(line: "wait: could not start \(app.name): \(error.message)"))
    }
    for line in setup { _ = await session.run(line) }
    return .success(session)
}

/// `wait idle` on the system clock while a Rick and Morty card loads through two rounds of
/// requests, each held up by 1.5 s of simulated latency.
@MainActor
private func waitIdleCPU(replay: String) async -> String {
    var settings = SessionSettings()
    settings.clock = .system
    settings.appOptions = try? RickAndMortyOptions.parse(["--replay", replay])
    // What is measured is `wait idle` itself, so opening the card must not wait for it first.
    settings.settles = false
    let session: Session
    switch await startedSession(RickAndMortyApp(), settings, after: ["wait idle", "sim network latency 1500", "open character/1"]) {
    case .success(let started): session = started
    case .failure(let problem): return problem.line
    }
    let cpuBefore = processCPUSeconds()
    let wall = await ContinuousClock().measure { _ = await session.run("wait idle") }.seconds
    let cpu = processCPUSeconds() - cpuBefore
    await session.end()
    guard session.errorCount == 0 else { return "wait: the Rick and Morty session reported \(session.errorCount) errors" }
    return String(format: "wait: `wait idle` for %.1f s of slow requests: %.4f s of CPU, %.2f%% of a core (goal ≤ 1%%)", wall, cpu, 100 * cpu / wall)
}

/// The release `viper`, on the launcher and on the Event Map's map, in a pseudo-terminal,
/// left alone for a few seconds.
private func idleInteractiveCPU(viper: URL) -> [String] {
    guard FileManager.default.isExecutableFile(atPath: viper.path) else {
        return ["wait: no \(viper.path): build it with `swift build -c release --product viper`"]
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viper-bench-idle-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let seconds = 5.0
    return [("the launcher", [String]()), ("the Event Map's map (its change feed open)", ["eventmap"])].map { name, app in
        let arguments = app + ["--data-dir", folder.path]
        do {
            let (cpu, wall) = try TerminalProgram.cpuWhileIdle(viper, arguments, typing: app.isEmpty ? [] : ["tap Skip\r"], for: seconds)
            return String(
                format: "wait: interactive `viper` idle on %@ for %.1f s: %.4f s of CPU, %.2f%% of a core (goal ≤ 1%%)", name, wall, cpu, 100 * cpu / wall)
        } catch {
            return "wait: could not run \(viper.path) in a pseudo-terminal: \(error)"
        }
    }
}

/// CPU time used by this process so far, user and system.
private func processCPUSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}

/// A program run with a pseudo-terminal as its standard input, output and error.
private enum TerminalProgram {
    /// Starts `executable`, types `keys` once it has drawn, and measures the CPU it uses over
    /// the next `seconds` of real time, read from `/proc/<pid>/stat`.
    static func cpuWhileIdle(_ executable: URL, _ arguments: [String], typing keys: [String], for seconds: Double) throws -> (cpu: Double, wall: Double) {
        var primary: Int32 = 0
        var secondary: Int32 = 0
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&primary, &secondary, nil, nil, &size) == 0 else { throw POSIXError(.ENOTTY) }
        defer { close(primary) }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ["TERM": "xterm", "HOME": FileManager.default.temporaryDirectory.path, "LANG": "C.UTF-8"]
        let handle = FileHandle(fileDescriptor: secondary, closeOnDealloc: false)
        (process.standardInput, process.standardOutput, process.standardError) = (handle, handle, handle)
        try process.run()
        close(secondary)
        defer { if process.isRunning { process.terminate() } }
        let drain = Thread { [primary] in
            var chunk = [UInt8](repeating: 0, count: 4096)
            while chunk.withUnsafeMutableBytes({ read(primary, $0.baseAddress, $0.count) }) > 0 {}
        }
        drain.start()
        Thread.sleep(forTimeInterval: 1)
        for key in keys {
            _ = Array(key.utf8).withUnsafeBytes { write(primary, $0.baseAddress, $0.count) }
            Thread.sleep(forTimeInterval: 1)
        }
        let pid = process.processIdentifier
        let before = cpuSeconds(of: pid)
        let start = Date()
        Thread.sleep(forTimeInterval: seconds)
        return (cpuSeconds(of: pid) - before, Date().timeIntervalSince(start))
    }

    /// User and system time of `pid`: fields 14 and 15 of `/proc/<pid>/stat`, in clock ticks.
    private static func cpuSeconds(of pid: Int32) -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let end = stat.lastIndex(of: ")")
        else { return .nan }
        let fields = stat[stat.index(after: end)...].split(separator: " ")
        // After the name: state is field 3, so utime (14) and stime (15) are at 11 and 12.
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return .nan }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}
