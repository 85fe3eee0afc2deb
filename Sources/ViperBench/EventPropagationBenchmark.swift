import EventMap
import EventMapAPI
import EventMapServer
import Foundation
import Viper
import ViperLocation
import ViperProcessDriver

/// How long until another process's open map shows an event this process creates: a
/// `viper eventmap` watcher on the system clock, fed `wait 20ms` until its frame lists it.
func benchmarkEventPropagation() async -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viper-bench-feed-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let viper = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("viper")
    do {
        let watcher = try LiveProcess(viper, ["eventmap", "--data-dir", folder.path, "--clock", "system", "--json"])
        defer { watcher.stop() }
        watcher.send("wait idle\ntap Skip\nwait idle\n")
        guard await watcher.waitFor("\"eventmap.map\"") else { return "event-map feed: the watcher did not open its map" }
        let path = DocumentStore.folder(app: "eventmap", dataDirectory: folder.path, environment: [:]).appendingPathComponent("events.sqlite").path
        let backend = try EventsService.sqlite(path: path, hashing: .fastForTests, clock: .system, logger: .quiet)
        let token = try await backend.register(Registration(name: "Bench", email: "feed@example.org", birthDate: "1990-01-01", password: "benchmark")).token
        var delays: [Double] = []
        for round in 1...5 {
            let title = "Probe \(round)"
            let clock = ContinuousClock()
            let start = clock.now
            // Each probe about 250 m east of the last, on a cell of its own: probes sharing a cell
            // would be one marker with a count, and the watcher would never print their titles.
            let home = SimulatedDevice.defaultPosition
            let position = Coordinate(latitude: home.latitude, longitude: home.longitude + 0.004 * Double(round))!
            _ = try await backend.createEvent(
                EventDraft(
                    title: title, description: "", address: "", type: .other, age: .none,
                    position: position), token: token)
            while !watcher.output.contains(title), clock.now - start < .seconds(10) {
                watcher.send("wait 20ms\n")
                try await Task.sleep(for: .milliseconds(20))
            }
            delays.append((clock.now - start).seconds)
        }
        return String(
            format: "event-map feed: another process's map shows a new event after %.2f s on average, %.2f s at most (goal ≤ 2)",
            delays.reduce(0, +) / Double(delays.count), delays.max() ?? 0)
    } catch {
        return "event-map feed: could not run: \(error)"
    }
}
