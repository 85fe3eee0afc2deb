import EventMap
import EventMapAPI
import EventMapServer
import Foundation
import Viper
import ViperLocation
import ViperREPL

/// Event Map at scale: opening the map with 1,000,000 events stored against none, drawing a
/// map with 100,000 events in view, and a command in the filter sheet over that map.
///
/// The events are stored by a child `viper-bench eventmap-seed`, and each opening is a whole
/// `viper eventmap` process (its wall time and peak memory), so no run inherits another's memory.
@MainActor
func benchmarkEventMapScale() async -> [String] {
    let crowded = scaleFolder("crowded")
    defer { try? FileManager.default.removeItem(at: crowded) }
    let opening = benchmarkMapOpening()
    do {
        try seedInChild(crowded, count: 100_000, spread: .inView)
        let (draw, command) = try await drawAndFilterCommand(crowded)
        return [
            opening,
            String(format: "event-map: drawing the map with 100000 events in view: %.1f ms (goal ≤ 100)", draw * 1000),
            String(
                format: "event-map: a command in the filter sheet over that map: %.2f ms (goal: no redraw of the map, which costs the line above)",
                command * 1000),
        ]
    } catch {
        return [opening, "event-map scale: could not run: \(error)"]
    }
}

/// Opening the map with 1,000,000 events stored, against none: the server's figure as a user
/// meets it, so the server's group prints it too.
func benchmarkMapOpening() -> String {
    let empty = scaleFolder("empty")
    let stored = scaleFolder("stored")
    defer { for folder in [empty, stored] { try? FileManager.default.removeItem(at: folder) } }
    do {
        try seedInChild(stored, count: 1_000_000, spread: .city)
        let none = try fastestOpening(empty)
        let million = try fastestOpening(stored)
        return String(
            format: "event-map: opening the map with 1000000 events stored: %.0f ms and %.0f MB more than with none (goal ≤ 50 ms, ≤ 60 MB); "
                + "with none %.0f ms, %.0f MB peak", (million.seconds - none.seconds) * 1000, million.megabytes - none.megabytes,
            none.seconds * 1000, none.megabytes)
    } catch {
        return "event-map opening: could not run: \(error)"
    }
}

/// Where seeded events lie: over the whole city, or all inside the map a standard display
/// shows when it opens (Red Square, 50 m a column).
enum EventSpread: String {
    case city, inView

    func position(_ random: inout SeededRandom) -> Coordinate {
        switch self {
        case .city: Coordinate(latitude: 55.55 + 0.4 * random.unitInterval(), longitude: 37.35 + 0.6 * random.unitInterval())!
        case .inView: Coordinate(latitude: 55.7517 + 0.0044 * random.unitInterval(), longitude: 37.5958 + 0.05 * random.unitInterval())!
        }
    }
}

/// Stores `count` events in the Event Map database of data folder `folder`, in batches.
func seedEvents(count: Int, spread: EventSpread, dataDirectory folder: URL) async throws {
    let path = DocumentStore.folder(app: "eventmap", dataDirectory: folder.path, environment: [:]).appendingPathComponent("events.sqlite").path
    if let reason = PrivateFolder.make((path as NSString).deletingLastPathComponent) { throw BenchmarkFailure(reason) }
    let backend = try EventsService.sqlite(path: path, hashing: .fastForTests, clock: .reading(VirtualClock()), logger: .quiet)
    let token = try await backend.register(Registration(name: "Seeder", email: "seed@example.org", birthDate: "1990-01-01", password: "benchmark")).token
    var random = SeededRandom(seed: 15)
    let batch = 50_000
    for start in stride(from: 0, to: count, by: batch) {
        let drafts = (start..<min(count, start + batch)).map { index in
            EventDraft(
                title: "Event \(index)", description: "", address: "", type: EventType.allCases[index % EventType.allCases.count],
                age: .none, position: spread.position(&random))
        }
        _ = try await backend.createEvents(drafts, token: token)
    }
}

/// A data folder as `viper` makes one: only its owner looks in (else it warns at every start).
private func scaleFolder(_ name: String) -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viper-bench-eventmap-\(name)-\(UUID().uuidString)")
    _ = PrivateFolder.make(folder.path)
    return folder
}

private func seedInChild(_ folder: URL, count: Int, spread: EventSpread) throws {
    let seeding = try spawnAndWait(CommandLine.arguments[0], ["eventmap-seed", folder.path, String(count), spread.rawValue])
    guard seeding.status == 0 else { throw BenchmarkFailure("seeding \(count) events failed") }
}

/// The fastest of three `viper eventmap` runs that open the map and quit, with its peak memory.
private func fastestOpening(_ dataDirectory: URL) throws -> (seconds: Double, megabytes: Double) {
    let viper = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("viper").path
    let script = dataDirectory.appendingPathComponent("open-map.viper")
    try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
    try Data("wait idle\nopen map\nwait idle\nquit\n".utf8).write(to: script)
    let runs = try (0..<3).map { _ in try spawnAndWait(viper, ["eventmap", "--data-dir", dataDirectory.path, "--script", script.path]) }
    guard runs.allSatisfy({ $0.status == 0 }) else { throw BenchmarkFailure("viper eventmap failed to open the map") }
    return (runs.map(\.seconds).min()!, runs.map(\.megabytes).min()!)
}

/// In one session on the crowded folder: the median time to draw the map again (the display
/// resized by a column, then `look`), and the median command in the filter sheet over it.
@MainActor
private func drawAndFilterCommand(_ dataDirectory: URL) async throws -> (draw: Double, command: Double) {
    var settings = SessionSettings()
    settings.dataDirectory = dataDirectory.path
    let session = Session(apps: [EventMapApp()], settings: settings, console: CountingConsole())
    try await session.start(app: "eventmap")
    for line in ["wait idle", "open map", "wait idle"] { _ = await session.run(line) }
    let clock = ContinuousClock()
    var draws: [Double] = []
    for round in 0..<10 {
        draws.append(
            await clock.measure {
                session.resize(to: Room(columns: 80 + round % 2, rows: 24))
                _ = await session.run("look")
            }.seconds)
    }
    _ = await session.run("tap filter")
    var commands: [Double] = []
    for round in 0..<20 {
        let line = round % 2 == 0 ? "tap type-music" : "type search jazz\(round)"
        commands.append(await clock.measure { _ = await session.run(line) }.seconds)
    }
    guard session.errorCount == 0 else { throw BenchmarkFailure("the session reported \(session.errorCount) errors") }
    return (draws.sorted()[draws.count / 2], commands.sorted()[commands.count / 2])
}
