import Foundation
import Testing
import ViperProcessDriver
import ViperTesting

#if canImport(Glibc)
    import Glibc
#endif

/// Real processes: what a user sees when the data folder holds something broken.
@Suite("A damaged data folder")
struct DamagedDataTests {
    @Test("a garbage event database is moved aside with one note and the app opens")
    func garbageEventDatabase() async throws {
        let folder = try TemporaryFolder()
        let app = folder.url.appendingPathComponent("eventmap")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try Data(repeating: 0x41, count: 5000).write(to: app.appendingPathComponent("events.sqlite"))

        let run = try await ViperProcess.run(["eventmap", "--data-dir", folder.url.path], input: Data("look\n".utf8))
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("note: events.sqlite was damaged (the file is not a database); moved it to events.corrupt-1.sqlite and started afresh"))
        #expect(FileManager.default.fileExists(atPath: app.appendingPathComponent("events.corrupt-1.sqlite").path))
    }

    @Test("a data folder that is a file gives one plain line naming it, and exit 1")
    func dataFolderIsAFile() async throws {
        let folder = try TemporaryFolder()
        let blocker = folder.url.appendingPathComponent("data")
        try Data().write(to: blocker)
        let run = try await ViperProcess.run(["eventmap", "--data-dir", blocker.path])
        #expect(run.status == 1)
        #expect(run.errors == "viper: cannot use the data folder \(blocker.path)/eventmap: \(blocker.path) is not a folder\n")
    }

    /// Puts `kind` where `file` of `app` should be: a FIFO (reading it would wait for ever), a
    /// folder, or a link to a device.
    func block(_ file: String, of app: String, with kind: String, in folder: URL) throws {
        let appFolder = folder.appendingPathComponent(app)
        try FileManager.default.createDirectory(at: appFolder, withIntermediateDirectories: true)
        let path = appFolder.appendingPathComponent(file).path
        switch kind {
        case "FIFO": try #require(mkfifo(path, 0o600) == 0)
        case "folder": try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        default: try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
        }
    }

    @Test(
        "a FIFO, folder or device where a database should be: one line naming it at once, nothing hangs",
        .timeLimit(.minutes(1)), arguments: ["FIFO", "folder", "device"])
    func somethingElseWhereADatabaseShouldBe(kind: String) async throws {
        let folder = try TemporaryFolder()
        try block("games.sqlite", of: "darts", with: kind, in: folder.url)
        try block("events.sqlite", of: "eventmap", with: kind, in: folder.url)

        let darts = try await ViperProcess.run(["darts", "--data-dir", folder.url.path], input: Data("look\n".utf8))
        #expect(darts.status == 0)
        let named = kind == "device" ? "a device" : "a \(kind)"
        #expect(darts.output.contains("note: games.sqlite is \(named), not a database file; it is left as it is; games are not saved in this run"))

        let eventMap = try await ViperProcess.run(["eventmap", "--data-dir", folder.url.path])
        #expect(eventMap.status == 1)
        #expect(eventMap.errors == "viper: events.sqlite is \(named), not a database file; it is left as it is\n")
    }

    @Test(
        "while a session runs on after refusing a FIFO, the folder's lock is free: a second session opens at once",
        .timeLimit(.minutes(1)))
    func theLockIsReleased() async throws {
        let folder = try TemporaryFolder()
        try block("games.sqlite", of: "darts", with: "FIFO", in: folder.url)
        let first = try LiveProcess(try ViperProcess.executable, ["darts", "--data-dir", folder.url.path])
        defer { first.stop() }
        #expect(await first.waitFor("games are not saved in this run"))
        let second = try await ViperProcess.run(["darts", "--data-dir", folder.url.path], input: Data("tab Settings\ntoggle Misses\n".utf8))
        #expect(second.status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("darts/settings.json").path))
    }
}
