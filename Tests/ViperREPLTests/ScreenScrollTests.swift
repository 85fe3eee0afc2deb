import Darts
import Foundation
import Testing
import Viper
import ViperTesting

@testable import ViperREPL

/// A screen taller than the terminal scrolls inside its frame: `scroll` and `swipe up|down`
/// move it, say so when they cannot, and another screen starts at its top.
@MainActor
@Suite("Scrolling a tall screen")
struct ScreenScrollTests {
    let console = BufferConsole()
    let session: Session

    init() async throws {
        var settings = SessionSettings()
        settings.width = 80
        settings.height = 24
        settings.dataDirectory = try TemporaryFolder().url.path
        session = Session(apps: [DartsApp()], settings: settings, console: console)
        try await session.start(app: "darts")
    }

    var frame: [String] { session.currentRendering.split(separator: "\n").map(String.init) }

    func said(after line: String) async -> String {
        let before = console.text.count
        _ = await session.run(line)
        return String(console.text.dropFirst(before))
    }

    @Test func scrollingMovesTheSettingsAndStopsAtTheirEnd() async {
        _ = await session.run("tab Settings")
        #expect(frame.count == 23)
        #expect(frame.contains { $0.contains("↓") && $0.contains("more") } && !frame.contains { $0.contains("↑") })
        #expect(frame[frame.count - 2].contains("Settings"), "the tab bar stays put")

        _ = await session.run("scroll down 3")
        #expect(frame.contains { $0.contains("↑ 3 more") })
        _ = await session.run("scroll down 1000")
        #expect(!frame.contains { $0.contains("↓") })
        #expect(await said(after: "scroll down") == "scroll down: nothing moved on this screen\n")

        _ = await session.run("swipe down")
        _ = await session.run("scroll up 1000")
        #expect(!frame.contains { $0.contains("↑") })
        #expect(await said(after: "swipe down") == "swipe down: nothing moved on this screen\n")

        _ = await session.run("scroll down 3")
        _ = await session.run("tab Game")
        #expect(!frame.contains { $0.contains("↑") }, "another screen starts at its top")
        _ = await session.run("tab Settings")
        #expect(frame.contains { $0.contains("↑ 3 more") }, "coming back to a tab finds it where it was left")
    }

    @Test func aTapWorksOnATargetScrolledOutOfView() async {
        _ = await session.run("tab Settings")
        #expect(!frame.contains { $0.contains("time runs out") }, "the last switch starts below the window")
        _ = await session.run("toggle \"Sound when time runs out\"")
        _ = await session.run("scroll down 1000")
        #expect(frame.contains { $0.contains("[ ] Sound when time runs out") })
    }
}
