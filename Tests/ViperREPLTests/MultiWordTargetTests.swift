import Darts
import Testing
import Viper
import ViperTesting

@testable import ViperREPL

/// `tap Create event` with no quotes: the words after the verb name one target.
@MainActor
@Suite("REPL: targets of several words without quotes")
struct MultiWordTargetTests {
    @Test("the one target a label of several words names is tapped and toggled")
    func aLabelOfSeveralWordsNamesItsTarget() async throws {
        // Tall enough for the whole settings screen: its last switches are in every frame.
        let darts = try await DartsSession(height: 100)
        let session = darts.session
        _ = await session.run("tab settings")
        _ = await session.run("toggle Sound of a correct answer")
        #expect(!darts.output(after: "toggle Sound of a correct answer").contains { $0.hasPrefix("error:") })
        #expect(
            darts.output(after: "toggle Sound of a correct answer").contains { $0.contains("[ ] Sound of a correct answer") },
            "\(darts.output(after: "toggle Sound of a correct answer"))")
        _ = await session.run("tap 🔊 Mute")
        #expect(darts.output(after: "tap 🔊 Mute").contains { $0.contains("Unmute") })
        #expect(session.errorCount == 0)
    }

    @Test("words that name no target get the list of targets, as one word does")
    func unknownWordsListTheTargets() async throws {
        let darts = try await DartsSession()
        _ = await darts.session.run("tap Start the game")
        let lines = darts.output(after: "tap Start the game")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("error: no target \"Start the game\" on this screen") == true, "\(lines)")
        #expect(lines.first?.contains("Targets: [1] START") == true, "\(lines)")
    }
}
