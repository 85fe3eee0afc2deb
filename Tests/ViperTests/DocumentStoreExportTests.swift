import Foundation
import Testing
import ViperTesting

@testable import Viper

/// Files an app saves for the user to take elsewhere go to `exports/`, atomically and privately.
@Suite("DocumentStore: exports")
struct DocumentStoreExportTests {
    let temporary: TemporaryFolder
    let store: DocumentStore

    init() throws {
        temporary = try TemporaryFolder()
        store = DocumentStore(folder: temporary.url.appendingPathComponent("app"), notices: Notices())
    }

    @Test func aFileIsSavedInExportsAndASecondSaveReplacesIt() throws {
        let file = try store.export(Data("first".utf8), as: "event-7.ics")
        #expect(file == store.folder.appendingPathComponent("exports/event-7.ics"))
        try store.export(Data("second".utf8), as: "event-7.ics")
        #expect(try String(contentsOf: file, encoding: .utf8) == "second")
        let mode = try FileManager.default.attributesOfItem(atPath: file.deletingLastPathComponent().path)[.posixPermissions] as? Int
        #expect(mode == 0o700, "the exports folder is the user's alone, as the data folder is")
        #expect(try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path) == ["event-7.ics"], "no temporary file is left")
    }

    @Test(arguments: ["", "../escape.ics", "a/b.ics", ".hidden"])
    func aNameThatIsNotAPlainFileNameIsRefused(name: String) {
        #expect(throws: StorageError.self) { try store.export(Data("x".utf8), as: name) }
        #expect(!FileManager.default.fileExists(atPath: store.folder.appendingPathComponent("escape.ics").path))
    }
}
