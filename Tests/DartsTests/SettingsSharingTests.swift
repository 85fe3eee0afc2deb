import Foundation
import Testing
import Viper
import ViperTesting
@testable import Darts

/// Settings saved from two sessions on one data folder, and a settings file with a bad field.
@MainActor
@Suite("Records: settings shared and repaired")
struct SettingsSharingTests {
    let temporary: TemporaryFolder
    let notices = Notices()

    init() throws {
        temporary = try TemporaryFolder()
    }

    /// An archive as a session of its own opens it: its own store on the shared folder.
    func session() -> DartsArchive {
        DartsArchive(storage: DocumentStore(folder: temporary.url, notices: notices), notices: notices)
    }

    @Test("two sessions each change a different setting: both changes are saved (the last save used to win whole)")
    func bothChangesSurvive() throws {
        let first = session(), second = session()
        try first.update { $0.attempts = 5 }
        try second.update { $0.missesAllowed = true }

        let saved = session().settings
        #expect(saved.attempts == 5)
        #expect(saved.missesAllowed)
        #expect(second.settings.attempts == 5)
    }

    @Test("a settings file with a bad field says which, keeps the file as it was, and saves the rest (it was reset in silence)")
    func badFieldIsReported() throws {
        let text = #"{"attempts":15,"volume":7,"dartGlyph":"●"}"#
        try Data(text.utf8).write(to: temporary.url.appendingPathComponent("settings.json"))

        let settings = session().settings
        #expect(settings.attempts == 15)
        #expect(settings.dartGlyph == "●")
        #expect(settings.volume == DartsSettings().volume)
        #expect(notices.drain().contains(
            "settings.json: volume was not valid and is back to its default; the rest is saved in settings.json, and the file as it was is kept as settings.corrupt-1.json"
        ))
        #expect(try String(contentsOf: temporary.url.appendingPathComponent("settings.corrupt-1.json"), encoding: .utf8) == text)
        #expect(session().settings == settings)
        #expect(notices.drain().isEmpty)
    }
}
