import Testing
import Viper
import ViperTesting
import Darts
@testable import ViperREPL

/// `tap Create event` with no quotes: the words after the verb name one target.
@MainActor
@Suite("REPL: targets of several words without quotes")
struct MultiWordTargetTests {
    let console = BufferConsole()
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    func makeSession() throws -> Session {
        var settings = SessionSettings()
        settings.echoesCommands = true
        settings.width = 80
        // Tall enough for the whole settings screen: its last switches are in every frame.
        settings.height = 100
        settings.dataDirectory = folder.url.path
        let session = Session(apps: [DartsApp()], settings: settings, console: console)
        try session.start(app: "darts")
        return session
    }

    /// What the session printed after the echo of `line`, up to the next echo.
    func output(after line: String) -> [String] {
        let lines = console.text.dropLast().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.lastIndex(of: "> \(line)") else { return [] }
        return Array(lines[(start + 1)...].prefix { !$0.hasPrefix("> ") })
    }

    @Test("the one target a label of several words names is tapped and toggled")
    func aLabelOfSeveralWordsNamesItsTarget() async throws {
        let session = try makeSession()
        _ = await session.run("tab settings")
        _ = await session.run("toggle Sound of a correct answer")
        #expect(!output(after: "toggle Sound of a correct answer").contains { $0.hasPrefix("error:") })
        #expect(output(after: "toggle Sound of a correct answer").contains { $0.contains("[ ] Sound of a correct answer") },
                "\(output(after: "toggle Sound of a correct answer"))")
        _ = await session.run("tap 🔊 Mute")
        #expect(output(after: "tap 🔊 Mute").contains { $0.contains("Unmute") })
        #expect(session.errorCount == 0)
    }

    @Test("words that name no target get the list of targets, as one word does")
    func unknownWordsListTheTargets() async throws {
        let session = try makeSession()
        _ = await session.run("tap Start the game")
        let lines = output(after: "tap Start the game")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("error: no target \"Start the game\" on this screen") == true, "\(lines)")
        #expect(lines.first?.contains("Targets: [1] START") == true, "\(lines)")
    }
}
