import Foundation
import SeaWorld
import Viper
import ViperREPL

/// Runs a 10,000-command Sea World script through a REPL session with text rendering, as
/// `viper seaworld --script` does, writing to a console that only counts bytes.
@MainActor
func benchmarkREPL() async -> String {
    let console = CountingConsole()
    var settings = SessionSettings()
    settings.echoesCommands = true
    let session = Session(apps: [SeaWorldApp()], settings: settings, console: console)
    do {
        try await session.start(app: "seaworld")
    } catch {
        return "repl: could not start seaworld: \(error.message)"
    }
    let script = replScript(commands: 10_000)
    let seconds = await ContinuousClock().measure {
        for line in script { _ = await session.run(line) }
    }.seconds
    return String(
        format: "repl: %d Sea World commands with text rendering: %.3f s, %.0f commands/s (goal ≥ 10000), %.1f MB of output",
        script.count, seconds, Double(script.count) / seconds, Double(console.bytes) / 1e6
    )
}

/// Mostly ticks, with a restart every 200 commands and a look every 50, as a person would.
func replScript(commands: Int) -> [String] {
    (0..<commands).map { index in
        index % 200 == 199 ? "tap Restart" : index % 50 == 49 ? "look" : "tap sea"
    }
}

@MainActor
final class CountingConsole: Console {
    private(set) var bytes = 0
    func write(_ text: String) { bytes += text.utf8.count }
    func flush() {}
}
