import Foundation
import SeaWorld
import Testing
import Viper
import ViperTesting

@testable import ViperREPL

/// The REPL's words for moving the window on a sea larger than the screen.
@MainActor
@Suite("Session on a large sea")
struct SessionSeaWindowTests {
    let console = BufferConsole()

    func makeSession(rows: Int, columns: Int, json: Bool = false) async throws -> Session {
        var settings = SessionSettings()
        settings.width = 60
        settings.json = json
        settings.appOptions = try SeaWorldOptions.parse(["--rows", String(rows), "--cols", String(columns)])
        let session = Session(apps: [SeaWorldApp()], settings: settings, console: console)
        try await session.start(app: "seaworld")
        return session
    }

    @Test func scrollAndSwipeMoveTheWindow() async throws {
        let session = try await makeSession(rows: 200, columns: 300)
        #expect(console.text.contains("Sea 200 × 300 · rows 1–15 · columns 1–56"))
        _ = await session.run("scroll down 5")
        _ = await session.run("swipe left")
        #expect(console.text.contains("Sea 200 × 300 · rows 6–20 · columns 29–84"))
        #expect(session.errorCount == 0)
    }

    @Test func scrollIsOfferedOnlyWhereSomethingScrolls() async throws {
        #expect(try await makeSession(rows: 200, columns: 300).screenWords.verbs.contains("scroll"))
        #expect(try await !makeSession(rows: 15, columns: 10).screenWords.verbs.contains("scroll"))
    }

    @Test func aJSONFrameOfAHugeSeaIsBoundedByTheWindow() async throws {
        let session = try await makeSession(rows: 2_000, columns: 2_000, json: true)
        _ = await session.run("longpress sea")
        _ = await session.run("tap sea")
        let frames = console.text.split(separator: "\n").filter { $0.hasPrefix("{\"") && $0.contains("\"elements\"") }
        #expect(frames.count == 2)
        #expect(frames.allSatisfy { $0.utf8.count < 100_000 }, "\(frames.map(\.utf8.count))")
        #expect(session.errorCount == 1)
    }
}
