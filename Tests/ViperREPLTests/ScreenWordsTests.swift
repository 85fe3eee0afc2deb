import EventMap
import Testing
import ViperTesting

@testable import ViperREPL

@MainActor
@Suite("What the line editor knows of the screen")
struct ScreenWordsTests {
    @Test func eventMapsPasswordFieldIsKnownAndALineTypingIntoItIsNotRemembered() async throws {
        let folder = try TemporaryFolder()
        var settings = SessionSettings()
        settings.dataDirectory = folder.url.path
        let session = Session(apps: [EventMapApp()], settings: settings, console: BufferConsole())
        try await session.start(app: "eventmap")
        _ = await session.run("wait idle") // past the splash, to the sign-in screen
        let words = session.screenWords
        #expect(words.targets.filter(\.isSecret).map(\.id) == ["password"])
        #expect(words.verbs.contains("type"))

        var editor = LineEditor(history: History())
        _ = editor.handle(.text("type password hunter2"))
        #expect(editor.handle(.enter, completing: words) == .submit("type password hunter2", remembered: false))
        editor.startLine()
        _ = editor.handle(.text("type email ann@example.com"))
        #expect(editor.handle(.enter, completing: words) == .submit("type email ann@example.com", remembered: true))
        #expect(editor.history.lines == ["type email ann@example.com"])
        await session.end()
    }
}
