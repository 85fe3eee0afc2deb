import Testing
import Viper
import ViperTesting
import Darts
import SeaWorld
@testable import ViperREPL

/// Leaving Darts with a game in progress says the game is not kept, whichever way it is left.
@MainActor
@Suite("REPL: leaving a game in progress")
struct QuitMidGameTests {
    let console = BufferConsole()
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    func makeSession() throws -> Session {
        var settings = SessionSettings()
        settings.echoesCommands = true
        settings.width = 80
        settings.dataDirectory = folder.url.path
        let session = Session(apps: [DartsApp(), SeaWorldApp()], settings: settings, console: console)
        try session.start(app: "darts")
        return session
    }

    var notes: [String] { console.text.split(separator: "\n").filter { $0.hasPrefix("note: ") }.map(String.init) }

    @Test("quit in the middle of a game says the game in progress is not saved")
    func quitSaysTheGameIsNotSaved() async throws {
        let session = try makeSession()
        _ = await session.run("tap START")
        #expect(await session.run("quit") == .quit)
        await session.end()
        #expect(notes == ["note: The game in progress (attempt 1 of 10) was not saved: only finished games are kept."])
    }

    @Test("switching to another app in the middle of a game says so too")
    func switchingAppsSaysTheGameIsNotSaved() async throws {
        let session = try makeSession()
        _ = await session.run("tap START")
        _ = await session.run("app seaworld")
        #expect(notes == ["note: The game in progress (attempt 1 of 10) was not saved: only finished games are kept."])
    }

    @Test("quit with no game in progress says nothing of games")
    func quitWithNoGameSaysNothing() async throws {
        let session = try makeSession()
        #expect(await session.run("quit") == .quit)
        await session.end()
        #expect(notes.isEmpty)
    }
}
