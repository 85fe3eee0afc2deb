import Foundation
import Testing
import ViperTesting

/// Real processes: what a user sees when the data folder holds something broken.
@Suite("A damaged data folder")
struct DamagedDataTests {
    @Test("a garbage event database is moved aside with one note and the app opens")
    func garbageEventDatabase() throws {
        let folder = try TemporaryFolder()
        let app = folder.url.appendingPathComponent("eventmap")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try Data(repeating: 0x41, count: 5000).write(to: app.appendingPathComponent("events.sqlite"))

        let run = try ViperProcess.run(["eventmap", "--data-dir", folder.url.path], input: Data("look\n".utf8))
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("note: events.sqlite was damaged (the file is not a database); moved it to events.corrupt-1.sqlite and started afresh"))
        #expect(FileManager.default.fileExists(atPath: app.appendingPathComponent("events.corrupt-1.sqlite").path))
    }

    @Test("a data folder that is a file gives one plain line naming it, and exit 1")
    func dataFolderIsAFile() throws {
        let folder = try TemporaryFolder()
        let blocker = folder.url.appendingPathComponent("data")
        try Data().write(to: blocker)
        let run = try ViperProcess.run(["eventmap", "--data-dir", blocker.path])
        #expect(run.status == 1)
        #expect(run.errors == "viper: cannot use the data folder \(blocker.path)/eventmap: \(blocker.path) is not a folder\n")
    }
}
