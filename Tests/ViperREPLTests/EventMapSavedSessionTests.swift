import Foundation
import Testing
import ViperTesting

/// A session saved by one run of `viper eventmap`, as later runs find it. These tests run the
/// real executable, so its real clock and threads are part of what they test.
@Suite("Event Map's saved session across runs", .timeLimit(.minutes(3)))
struct EventMapSavedSessionTests {
    /// A data folder where a script registered Rick, so the folder holds a saved token.
    static func registeredFolder() async throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let registration = try await ViperProcess.run(
            ["eventmap", "--data-dir", folder.url.path, "--strict"],
            input: Data(
                """
                wait idle
                tap Register
                type name Rick
                type email rick@example.org
                type password "wubba lubba"
                type confirmation "wubba lubba"
                tap key
                wait idle
                """.utf8))
        #expect(registration.status == 0, "\(registration.errors)")
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("eventmap/session.json").path))
        return folder
    }

    static let mapHint = "Long-press the map to create an event there"

    /// The script ran on the virtual clock; the next run on the real clock must find the
    /// session as fresh as it is, not a month old and expired.
    @Test func aSessionRegisteredInAScriptIsSignedInOnTheSystemClock() async throws {
        let folder = try await Self.registeredFolder()
        let live = try await ViperProcess.run(
            ["eventmap", "--data-dir", folder.url.path, "--clock", "system", "--width", "72"], input: Data("wait idle\n".utf8))
        #expect(live.status == 0, "\(live.errors)")
        #expect(live.output.contains(Self.mapHint), "the map, signed in: \(live.output.suffix(600))")
        #expect(!live.output.contains("expired"))
    }

    /// Quitting while the saved token is still being checked on another thread must end the
    /// process cleanly. The fault was a race with the exit (about 1 run in 20 here), so the
    /// test runs 100 quits, four processes at a time.
    @Test func quittingWhileTheSavedSessionIsCheckedNeverCrashes() async throws {
        let folder = try await Self.registeredFolder()
        let path = folder.url.path
        let workers = 4
        let runsEach = 25
        let failures = await withTaskGroup(of: [String].self) { group in
            for _ in 0..<workers {
                group.addTask {
                    var abnormal: [String] = []
                    for _ in 0..<runsEach {
                        do {
                            let run = try await ViperProcess.run(["eventmap", "--data-dir", path], input: Data("quit\n".utf8))
                            guard !(run.exitedNormally && run.status == 0) else { continue }
                            abnormal.append("\(run.exitedNormally ? "exit" : "signal") \(run.status): \(run.errors.suffix(200))")
                        } catch {
                            abnormal.append("could not run: \(error)")
                        }
                    }
                    return abnormal
                }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
        #expect(failures.isEmpty, "\(failures.count) of \(workers * runsEach) runs ended abnormally: \(failures.prefix(3))")
    }
}
