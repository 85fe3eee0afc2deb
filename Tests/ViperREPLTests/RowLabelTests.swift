import Testing
import Viper
import ViperTesting

@testable import ViperREPL

/// A table's row is named by its label in the REPL: `help` lists it so, and `tap` takes it.
@MainActor
@Suite("REPL: a row's label")
struct RowLabelTests {
    @Test("help lists each row by the label that taps it, with its id, and tap takes the label")
    func helpListsRowLabels() async throws {
        let darts = try await DartsSession(height: 100)
        let session = darts.session
        let game = ["tab Settings", "set attempts 5", "set seconds 10", "tab Game", "tap START", "wait 60s", "tab Statistics"]
        for line in game + ["help", "tap Game 1"] { _ = await session.run(line) }
        let help = darts.output(after: "help")
        #expect(help.contains { $0.hasPrefix("  [") && $0.hasSuffix("] Game 1 (row, id 1)") }, "\(help)")
        #expect(session.errorCount == 0, "\(darts.console.text)")
        #expect(session.navigator.state.top?.screen == "darts.history")
    }
}
