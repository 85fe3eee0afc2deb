import Darts
import SeaWorld
import Testing
import Viper
import ViperTesting

@testable import ViperREPL

/// Leaving Darts with a game in progress says the game is not kept, whichever way it is left.
@MainActor
@Suite("REPL: leaving a game in progress")
struct QuitMidGameTests {
    @Test("quit in the middle of a game says the game in progress is not saved")
    func quitSaysTheGameIsNotSaved() async throws {
        let darts = try await DartsSession()
        let session = darts.session
        _ = await session.run("tap START")
        #expect(await session.run("quit") == .quit)
        await session.end()
        #expect(darts.notes == ["note: The game in progress (attempt 1 of 10) was not saved: only finished games are kept."])
    }

    @Test("switching to another app in the middle of a game says so too")
    func switchingAppsSaysTheGameIsNotSaved() async throws {
        let darts = try await DartsSession()
        let session = darts.session
        _ = await session.run("tap START")
        _ = await session.run("app seaworld")
        #expect(darts.notes == ["note: The game in progress (attempt 1 of 10) was not saved: only finished games are kept."])
    }

    @Test("quit with no game in progress says nothing of games")
    func quitWithNoGameSaysNothing() async throws {
        let darts = try await DartsSession()
        let session = darts.session
        #expect(await session.run("quit") == .quit)
        await session.end()
        #expect(darts.notes.isEmpty)
    }
}
