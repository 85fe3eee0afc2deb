import Darts
import SeaWorld
import Viper
import ViperTesting

@testable import ViperREPL

/// A REPL session on Darts (with Sea World to switch to), echoing its commands into a buffer,
/// its data in a folder of its own: what the REPL's Darts tests start from.
@MainActor
struct DartsSession {
    let console = BufferConsole()
    let folder: TemporaryFolder
    let session: Session

    init(height: Int = 24) async throws {
        folder = try TemporaryFolder()
        var settings = SessionSettings()
        settings.echoesCommands = true
        settings.width = 80
        settings.height = height
        settings.dataDirectory = folder.url.path
        session = Session(apps: [DartsApp(), SeaWorldApp()], settings: settings, console: console)
        try await session.start(app: "darts")
    }

    /// What the session printed after the echo of `line`, up to the next echo.
    func output(after line: String) -> [String] {
        let lines = console.text.dropLast().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.lastIndex(of: "> \(line)") else { return [] }
        return Array(lines[(start + 1)...].prefix { !$0.hasPrefix("> ") })
    }

    /// The notes the session printed, each as one line.
    var notes: [String] { console.text.split(separator: "\n").filter { $0.hasPrefix("note: ") }.map(String.init) }
}
