import Foundation
import Testing
import ViperGenerator

/// The promise of `viper new app` to a developer, kept end to end: a new package with its own
/// app, a module opened with input added from inside it, built with warnings as errors, its tests
/// passing, and its own executable running a script that opens the new module by its route, whose
/// id is checked. The package depends
/// on this checkout by path, as the generator writes it. Slow (it builds `Viper`, `ViperREPL` and
/// `ViperTesting` in the new package), so it has a generous time limit.
@Suite("viper new app, end to end")
struct NewAppEndToEndTests {
    static let checkout = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("new app, then new module from inside it: builds, tests pass, the REPL opens the module", .timeLimit(.minutes(20)))
    func newAppThenModule() async throws {
        try #require(SwiftCommand.locate() != nil, "`swift` is not on PATH; this test builds the generated package with it")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viper-new-app-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let package = folder.appendingPathComponent("todo")

        let app = generate(["app", "Todo"], in: folder)
        #expect(app.status == 0, "\(app.errors)")
        #expect(app.output.contains("  cd todo && swift run todo"))
        let manifest = try String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".package(path: \"\(Self.checkout.standardizedFileURL.path)\")"))

        let module = generate(["module", "Profile", "--app", "Todo", "--set", "withInput=true"], in: package.appendingPathComponent("Sources/Todo"))
        #expect(module.status == 0, "\(module.errors)")
        #expect(module.output.contains("created Tests/TodoTests/Profile/ProfileDoubles.swift"))
        #expect(module.output.last == "registered route \"profile/:id\" in Sources/Todo/TodoDestination.swift")
        try #require(app.status == 0 && module.status == 0, "generation failed; nothing to build")

        let log = folder.appendingPathComponent("log.txt")
        let build = try await SwiftCommand.run(["build", "--build-tests", "-Xswiftc", "-warnings-as-errors"], in: package, log: log)
        try #require(build.status == 0, "swift build failed:\n\(build.tail)")

        let test = try await SwiftCommand.run(["test", "--skip-build"], in: package, log: log)
        #expect(test.status == 0, "swift test failed:\n\(test.tail)")
        for suite in ["Home presenter", "Home interactor", "Home screen", "Profile presenter", "Profile interactor", "Profile screen", "Transcripts"] {
            #expect(test.output.contains("Suite \"\(suite)\" passed"), "suite \"\(suite)\" did not pass:\n\(test.tail)")
        }

        let script = folder.appendingPathComponent("profile.viper")
        try "open profile/abc\nopen profile/0\nopen profile/2\nback\n".write(to: script, atomically: true, encoding: .utf8)
        let run = try await SwiftCommand.run(
            ["--script", script.path, "--width", "50"], in: package, log: log, tool: package.appendingPathComponent(".build/debug/todo").path
        )
        #expect(run.status == 0, "the script failed:\n\(run.tail)")
        let frames = run.output.components(separatedBy: "> ")
        #expect(frames.first?.contains("│                      Home                      │") == true, "\(run.output)")
        #expect(frames.count == 5, "\(run.output)")
        #expect(frames[1].contains(#":id is "abc"; expected a whole number"#) && !frames[1].contains("╭"), "\(run.output)")
        #expect(frames[2].contains(#":id is "0"; expected a positive id"#) && !frames[2].contains("╭"), "\(run.output)")
        #expect(frames[3].contains("Profile") && frames[3].contains("Close"), "\(run.output)")
        #expect(frames.last?.contains("Home") == true, "\(run.output)")
    }

    private func generate(_ arguments: [String], in folder: URL) -> (status: Int32, output: [String], errors: [String]) {
        var output: [String] = []
        var errors: [String] = []
        let status = GeneratorCLI.run(
            arguments: arguments,
            workingDirectory: folder,
            bundledTemplates: Self.checkout.appendingPathComponent("Templates"),
            output: { output.append($0) },
            errors: { errors.append($0) }
        )
        return (status, output, errors)
    }
}
