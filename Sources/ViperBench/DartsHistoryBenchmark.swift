import Darts
import Foundation
import Viper

#if canImport(Glibc)
    import Glibc
#endif

/// The Darts history at scale: the cost of saving one game with an empty and a 50,000-game
/// history, and the whole `viper darts` process started on 50,000 games (to its first frame).
///
/// The games are seeded by a child `viper-bench darts-seed`, so this process stays small: a
/// spawned process's peak memory counts from its parent's size at the moment of spawning.
@MainActor
func benchmarkDartsHistory() -> [String] {
    let games = 50_000
    let empty = temporaryFolder("empty")
    let full = temporaryFolder("full")
    defer { for folder in [empty, full] { try? FileManager.default.removeItem(at: folder) } }
    do {
        let seeding = try spawnAndWait(CommandLine.arguments[0], ["darts-seed", full.appendingPathComponent("darts").path, String(games)])
        guard seeding.status == 0 else { throw BenchmarkFailure("seeding \(games) games failed") }
        let saveEmpty = try microsecondsPerSave(in: empty.appendingPathComponent("darts"))
        let saveFull = try microsecondsPerSave(in: full.appendingPathComponent("darts"))
        let startEmpty = try startUp(dataDirectory: empty)
        let startFull = try startUp(dataDirectory: full)
        return [
            String(
                format: "darts history: saving a game: %.0f µs with no games, %.0f µs with %d (ratio %.2f, goal ≈ 1)",
                saveEmpty, saveFull, games, saveFull / saveEmpty),
            String(
                format: "darts history: start-up to the first frame with %d games: %.3f s, %.0f MB peak (goal < 0.5 s, < 100 MB); with none: %.3f s, %.0f MB",
                games, startFull.seconds, startFull.megabytes, startEmpty.seconds, startEmpty.megabytes),
        ]
    } catch {
        return ["darts history: could not run: \(error)"]
    }
}

private func temporaryFolder(_ name: String) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("viper-bench-darts-\(name)-\(UUID().uuidString)")
}

/// Writes the games as an older version's `games.json`, which the archive imports in one transaction.
@MainActor
func seedDartsHistory(games count: Int, in folder: URL) throws {
    var random = SeededRandom(seed: 50_000)
    let attempt = { (index: Int) -> AttemptRecord in
        let darts = Dartboard.throwDarts(missesAllowed: false, using: &random)
        let total = darts.map { Dartboard.hit($0).points }.reduce(0, +)
        let options = AnswerOptions.make(correct: total, using: &random)
        let correct = index % 3 != 0
        return AttemptRecord(
            darts: darts, options: options, correctTotal: total, chosen: correct ? total : options.first { $0 != total },
            seconds: 4.5, points: correct ? 12 : 0)
    }
    let games = (1...count).map { id in
        GameRecord(
            id: id, date: Date(timeIntervalSince1970: 1_767_225_600 + Double(id) * 60), settings: DartsSettings(), attempts: (0..<10).map { attempt(id + $0) })
    }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try JSONEncoder().encode(games).write(to: folder.appendingPathComponent("games.json"))
    let notices = Notices()
    let archive = DartsArchive(storage: DocumentStore(folder: folder, notices: notices), notices: notices)
    guard archive.gamesByScore.count == count else {
        throw BenchmarkFailure("the import kept \(archive.gamesByScore.count) of \(count) games: \(notices.drain())")
    }
}

@MainActor
private func microsecondsPerSave(in folder: URL) throws -> Double {
    let archive = DartsArchive(storage: DocumentStore(folder: folder, notices: Notices()), notices: Notices())
    let attempts = Array(
        repeating: AttemptRecord(darts: [Dart(x: 0, y: 0)], options: [47, 50, 53, 56], correctTotal: 50, chosen: 50, seconds: 3, points: 14), count: 10)
    let saves = 200
    let clock = ContinuousClock()
    let start = clock.now
    for _ in 0..<saves {
        _ = try archive.record(date: Date(timeIntervalSince1970: 1_767_225_600), settings: DartsSettings(), attempts: attempts)
    }
    return (clock.now - start).seconds * 1_000_000 / Double(saves)
}

/// Runs `viper darts` to its first frame and `quit`, measuring wall time and peak memory.
private func startUp(dataDirectory: URL) throws -> (seconds: Double, megabytes: Double) {
    let viper = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("viper").path
    let script = dataDirectory.appendingPathComponent("quit.viper").path
    try Data("quit\n".utf8).write(to: URL(fileURLWithPath: script))
    let run = try spawnAndWait(viper, ["darts", "--data-dir", dataDirectory.path, "--script", script])
    return (run.seconds, run.megabytes)
}

/// Runs `executable` with standard output to /dev/null and waits for it, with its wall time
/// and peak memory. Spawned by hand rather than with `Process`, whose own reaping would race
/// `wait4` for the usage.
func spawnAndWait(_ executable: String, _ arguments: [String]) throws -> (status: Int32, seconds: Double, megabytes: Double) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    let clock = ContinuousClock()
    let start = clock.now
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
    guard spawned == 0 else { throw BenchmarkFailure("cannot start \(executable): \(String(cString: strerror(spawned)))") }
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    return (status, (clock.now - start).seconds, Double(usage.ru_maxrss) / 1024)
}

struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
