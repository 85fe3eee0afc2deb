import Foundation
import Testing
import ViperProcessDriver
import ViperTesting

/// Two `viper eventmap` processes on one data folder are two users of one server: an event
/// one creates reaches the other's open map by itself, through the change feed.
@Suite("Event Map across processes")
struct EventMapProcessesTests {
    @Test(.timeLimit(.minutes(2)))
    func anEventCreatedInOneProcessAppearsOnAnotherProcesssMap() async throws {
        let folder = try TemporaryFolder()
        let watcher = try LiveProcess(
            ViperProcess.executable, ["eventmap", "--data-dir", folder.url.path, "--clock", "system", "--width", "72", "--no-color"],
            environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "LANG": "C.UTF-8", "NO_COLOR": "1"])
        defer { watcher.stop() }
        watcher.send("wait idle\ntap Skip\nwait idle\n")
        #expect(await watcher.waitFor("> wait idle", count: 2), "the watcher did not reach its map: \(watcher.output.suffix(400))")

        let creator = try await ViperProcess.run(
            ["eventmap", "--data-dir", folder.url.path, "--width", "72"],
            input: Data(
                """
                wait idle
                tap Register
                type name Beth
                type email beth@example.org
                type password "horse surgeon"
                type confirmation "horse surgeon"
                tap key
                wait idle
                longpress map 55.7541 37.6209
                type title "Block party"
                tap "Create event"
                wait idle
                """.utf8))
        #expect(creator.status == 0)
        #expect(
            creator.output.split(separator: "\n").contains { $0.contains("Block party") && $0.contains("Other") }, "the creator's own map lists it")

        let before = watcher.output
        #expect(!before.contains("Block party"))
        // The watcher's server sees the other process's commit on its own schedule, later on a
        // loaded machine: each `wait 250ms` lets its clock run and prints its screen, until the
        // event shows (or a minute has gone).
        var shown = false
        for round in 1...240 where !shown {
            watcher.send("wait 250ms\n")
            _ = await watcher.waitFor("> wait 250ms", count: round)
            shown = watcher.output.dropFirst(before.count).contains("Block party")
        }
        watcher.send("quit\n")
        #expect(await watcher.waitForExit())
        #expect(shown, "the watcher's map shows the new event by itself")
    }

    @Test("--time-zone is where the user is: a new event starts on that zone's next whole hour")
    func theTimeZoneOptionSetsTheLocalClock() async throws {
        let folder = try TemporaryFolder()
        func formStart(_ zone: [String]) async throws -> String? {
            let run = try await ViperProcess.run(
                ["eventmap", "--data-dir", folder.url.path, "--start-time", "2026-01-01T00:20:00Z", "--width", "80"] + zone,
                input: Data("wait idle\ntap Skip\nwait idle\nlongpress map 55.7541 37.6209\n".utf8))
            return run.output.split(separator: "\n").last { $0.contains("Starts:") }.map(String.init)
        }
        #expect(try await formStart(["--time-zone", "Europe/Moscow"])?.contains("Starts: 2026-01-01 04:00") == true)
        #expect(try await formStart([])?.contains("Starts: 2026-01-01 01:00") == true, "a script's clock is UTC unless told")
    }
}
