import Foundation
import SeaWorld
import Testing
import Viper
import ViperTesting

@testable import ViperREPL

@MainActor
@Suite("Session")
struct SessionTests {
    let console = BufferConsole()
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    func makeSession(json: Bool = false, language: Language = .en, seed: UInt64 = 1, console: BufferConsole? = nil) -> Session {
        var settings = SessionSettings()
        settings.echoesCommands = true
        settings.json = json
        settings.width = 60
        settings.language = language
        settings.seed = seed
        settings.dataDirectory = folder.url.path
        return Session(apps: [SeaWorldApp()], settings: settings, console: console ?? self.console)
    }

    /// The output of each command, split at the echo lines.
    func blocks(_ text: String) -> [String: [String]] {
        var result: [String: [String]] = [:]
        var current = "(start)"
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("> ") {
                current = String(line.dropFirst(2))
                result[current] = []
            } else {
                result[current, default: []].append(line)
            }
        }
        return result
    }

    @Test func echoesCommandsAndPrintsTheScreenOnlyWhenItChanged() async throws {
        let session = makeSession()
        try await session.start(app: "seaworld")
        _ = await session.run("tap sea")
        _ = await session.run("tree")
        _ = await session.run("tap 1")
        let output = blocks(console.text)
        #expect(output["(start)"]?.contains { $0.contains("Tick 0 · Penguins 75 · Orcas 7") } == true)
        #expect(output["tap sea"]?.contains { $0.contains("Tick 1 ·") } == true)
        #expect(output["tree"] == ["stack: seaworld.sea"], "tree changes nothing, so no screen follows it")
        #expect(output["tap 1"]?.contains { $0.contains("Tick 2 ·") } == true)
    }

    @Test func eachBadLineGetsExactlyOneErrorAndTheSessionGoesOn() async throws {
        let session = makeSession()
        try await session.start(app: "seaworld")
        let bad = [
            "tpa sea", "tap", "tap nowhere", "tap status", "back", "tab games", "open nowhere/1", "set sea 4", "wait forever",
            "type sea hello", "scroll down", "\"unclosed", "sim move 1 2", "app nosuchapp", "toggle restart",
        ]
        for line in bad { _ = await session.run(line) }
        _ = await session.run("tap sea")
        let output = blocks(console.text)
        for line in bad {
            let errors = output[line]?.filter { $0.hasPrefix("error: ") } ?? []
            #expect(errors.count == 1, "\(line) → \(output[line] ?? [])")
            #expect(output[line]?.count == 1, "a refused command prints its error and nothing else: \(line)")
        }
        #expect(session.errorCount == bad.count)
        #expect(output["tap sea"]?.contains { $0.contains("Tick 1 ·") } == true)
    }

    @Test func errorsSayWhatWouldWork() async throws {
        let session = makeSession()
        try await session.start(app: "seaworld")
        _ = await session.run("tap Restrat")
        _ = await session.run("tap status")
        _ = await session.run("open nowhere")
        let errors = console.text.split(separator: "\n").filter { $0.hasPrefix("error: ") }
        #expect(
            errors == [
                "error: no target \"Restrat\" on this screen; did you mean \"Restart\"? Targets: [1] Sea, [2] Restart",
                "error: cannot tap \"status\": tap takes a button, toggle, table row or tappable canvas",
                "error: no route matches \"nowhere\"; routes: sea",
            ])
    }

    @Test func theLauncherListsAppsAndOpensOneByTappingItsRow() async throws {
        let session = makeSession()
        try await session.start(app: nil)
        #expect(console.text.contains("Viper apps"))
        #expect(console.text.contains("[1] Sea World  (seaworld)"))
        _ = await session.run("tap seaworld")
        #expect(blocks(console.text)["tap seaworld"]?.contains { $0.contains("Tick 0 ·") } == true)
        _ = await session.run("apps")
        #expect(blocks(console.text)["apps"]?.first?.hasPrefix("* seaworld  ") == true)
    }

    @Test func jsonModePrintsOneParsableObjectPerLine() async throws {
        let session = makeSession(json: true)
        try await session.start(app: "seaworld")
        _ = await session.run("tap sea")
        _ = await session.run("tap nowhere")
        let objects = try console.text.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(objects.map { $0["type"] as? String } == ["frame", "command", "frame", "command", "error"])
        #expect(objects[0]["screen"] as? String == "seaworld.sea")
        let model = try #require(FrameJSON(object: objects[2]).element("sea")?["model"] as? [String: Any])
        #expect(model["tick"] as? Int == 1)
    }

    @Test func russianScreensUseTheSpecsWords() async throws {
        let session = makeSession(language: .ru)
        try await session.start(app: "seaworld")
        #expect(console.text.contains("⟨ Рестарт ⟩"))
        #expect(console.text.contains("Морской мир"))
    }

    @Test func sameSeedSameTranscript() async throws {
        func transcript() async throws -> String {
            let console = BufferConsole()
            let session = makeSession(seed: 99, console: console)
            try await session.start(app: "seaworld")
            for line in ["tap sea", "tap sea", "tap Restart", "tap sea"] { _ = await session.run(line) }
            return console.text
        }
        let first = try await transcript()
        #expect(try await transcript() == first)
    }

    @Test func quitEndsTheSession() async throws {
        let session = makeSession()
        try await session.start(app: "seaworld")
        #expect(await session.run("look") == .proceed)
        #expect(await session.run("QUIT") == .quit)
    }
}
