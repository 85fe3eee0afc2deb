import Foundation
import SeaWorld
import Viper
import ViperREPL

/// A tick end to end at 1000² — `tap sea` through a REPL session with text rendering at the
/// standard 80 × 24 display — against the engine's own tick on the same sea and seed.
@MainActor
func benchmarkSeaTickEndToEnd() async -> [String] {
    let (size, ticks) = (1000, 50)
    var random = SeededRandom(seed: 1)
    var sea = SeaEngine.populated(rows: size, columns: size, using: &random)
    let engine =
        ContinuousClock().measure {
            for _ in 0..<ticks { sea.tick(using: &random) }
        }.seconds / Double(ticks)

    let console = CountingConsole()
    var settings = SessionSettings()
    settings.seed = 1
    settings.appOptions = try? SeaWorldOptions.parse(["--rows", String(size), "--cols", String(size)])
    let session = Session(apps: [SeaWorldApp()], settings: settings, console: console)
    do {
        try await session.start(app: "seaworld")
    } catch {
        return ["sea-tick: could not start seaworld: \(error.message)"]
    }
    let endToEnd =
        await ContinuousClock().measure {
            for _ in 0..<ticks { _ = await session.run("tap sea") }
        }.seconds / Double(ticks)
    return [
        String(format: "sea-tick: engine %.2f ms a tick at %dx%d", engine * 1000, size, size),
        String(
            format: "sea-tick: end to end through the REPL %.2f ms a tick, %.2f× the engine (goal ≤ 2×), %.1f KB of output a tick",
            endToEnd * 1000, endToEnd / engine, Double(console.bytes) / Double(ticks) / 1000
        ),
    ]
}

/// Runs the real `viper seaworld --rows 2000 --cols 2000 --json` (beside this executable) for a
/// few ticks from a script and reports the child's peak resident memory and its largest frame.
func benchmarkLargeSeaProcess() -> String {
    let viper = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("viper")
    let process = Process()
    process.executableURL = viper
    process.arguments = ["seaworld", "--rows", "2000", "--cols", "2000", "--json", "--seed", "1"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    do {
        try process.run()
    } catch {
        return "sea-2000: could not run \(viper.path) (build it with --product viper): \(error)"
    }
    input.fileHandleForWriting.write(Data("tap sea\ntap sea\ntap sea\nscroll down 500\nswipe left\ntap sea\n".utf8))
    try? input.fileHandleForWriting.close()
    let frames = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    var usage = rusage()
    getrusage(RUSAGE_CHILDREN.rawValue, &usage)
    let largestFrame = frames.split(separator: UInt8(ascii: "\n")).map(\.count).max() ?? 0
    return String(
        format: "sea-2000: viper seaworld 2000x2000, 4 ticks: peak %.0f MB resident (goal < 500), largest JSON frame %.1f KB, exit %d",
        Double(usage.ru_maxrss) / 1024, Double(largestFrame) / 1000, process.terminationStatus
    )
}
