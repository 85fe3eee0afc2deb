import Foundation
import Testing
import ViperTesting

@Suite("The viper executable")
struct ExecutableTests {
    @Test func helpListsAppsAndOptionsAndExitsZero() async throws {
        let general = try await ViperProcess.run(["--help"])
        #expect(general.status == 0)
        #expect(general.output.contains("seaworld"))
        #expect(general.output.contains("--script <FILE>"))
        #expect(general.output.contains("--start-time <ISO8601>"))
        let seaWorld = try await ViperProcess.run(["seaworld", "--help"])
        #expect(seaWorld.status == 0)
        #expect(seaWorld.output.contains("--rows <N>"))
    }

    @Test("--help lists every subcommand: each app, and the generator's new app, new module and new spies")
    func helpListsEverySubcommand() async throws {
        let help = try await ViperProcess.run(["--help"]).output
        for app in ["seaworld", "rickandmorty", "monsterhunt", "darts", "eventmap"] {
            #expect(help.contains("  \(app) "), "\(app) is listed")
        }
        for command in ["new app <Name>", "new module <Name> --app <App>", "new spies <Name> --app <App>"] {
            #expect(help.contains("  \(command)"), "\(command) is listed")
        }
        #expect(help.contains("viper <command> --help"), "it says where the commands' options are")
        let strandedWords = help.split(separator: "\n").filter { !$0.contains(" ") && !$0.hasSuffix(":") }
        #expect(strandedWords == [], "a summary's word wrapped alone to column 0")
    }

    @Test(arguments: [
        ["nosuchapp"], ["--nosuchoption"], ["seaworld", "--rows", "zero"], ["--script", "/nonexistent/script"],
        ["monsterhunt", "--location", "91,0"], ["monsterhunt", "--location", "here"],
        ["darts", "--start-time", "soon"], ["darts", "--script", "/tmp"], ["eventmap", "--width", "x"],
    ])
    func badCommandLinesGiveOneLineWithTheUsageHintAndStatusTwo(arguments: [String]) async throws {
        let result = try await ViperProcess.run(arguments)
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.errors.split(separator: "\n").count == 1)
        #expect(result.errors.hasPrefix("viper: "))
        #expect(result.errors.contains("--help"))
    }

    @Test("a folder as the script is a usage error (it ran nothing and exited 0)")
    func aFolderAsTheScript() async throws {
        let result = try await ViperProcess.run(["darts", "--script", "/tmp"])
        #expect(result.errors == "viper: cannot read script /tmp: it is a folder; see viper --help\n")
    }

    @Test("output to a full disk ends the session with status 1 and says the disk is full", arguments: ["seaworld", "darts"])
    func aFullDisk(app: String) throws {
        let process = Process()
        process.executableURL = try ViperProcess.executable
        process.arguments = [app]
        process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "NO_COLOR": "1"]
        let input = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        process.standardError = errors
        try process.run()
        try input.fileHandleForWriting.write(contentsOf: Data("look\nlook\n".utf8))
        try input.fileHandleForWriting.close()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(said == "viper: cannot write the output: the disk is full\n")
    }

    @Test func aScriptOnStandardInputIsEchoedAndExitsZeroDespiteErrors() async throws {
        let result = try await ViperProcess.run(["seaworld"], input: Data("tap sea\nfly away\n".utf8))
        #expect(result.status == 0)
        #expect(result.output.contains("> tap sea\n"))
        #expect(result.output.contains("> fly away\nerror: unknown command \"fly\""))
    }

    @Test func strictStopsAtTheFirstErrorWithStatusOne() async throws {
        let result = try await ViperProcess.run(["seaworld", "--strict"], input: Data("fly away\ntap sea\n".utf8))
        #expect(result.status == 1)
        #expect(!result.output.contains("> tap sea"))
    }

    @Test func aMalformedGPXTrackIsOneLineNamingTheLine() async throws {
        let folder = try TemporaryFolder()
        let track = folder.url.appendingPathComponent("broken.gpx")
        try Data("<gpx version=\"1.1\">\n<trk><trkseg>\n<trkpt lon=\"37.6\"></trkpt>\n</trkseg></trk></gpx>\n".utf8).write(to: track)
        let result = try await ViperProcess.run(["monsterhunt", "--data-dir", folder.url.path, "--gpx", track.path])
        #expect(result.status == 1)
        #expect(result.errors == "viper: --gpx \(track.path): line 3: trkpt has no lat attribute\n")
    }

    @Test func aReplayFolderWithNoPagesIsRefusedAtLaunchNamingTheOneMeant() async throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.url.appending(path: "rickandmorty/characters_json"), withIntermediateDirectories: true)
        let result = try await ViperProcess.run(["rickandmorty", "--data-dir", folder.url.path, "--replay", folder.url.path], input: Data())
        #expect(result.status == 1)
        #expect(
            result.errors
                == "viper: --replay: \(folder.url.path) holds no recorded pages (no characters_json folder); did you mean \(folder.url.path)/rickandmorty?\n")
    }

    @Test func russianFromLANG() async throws {
        let result = try await ViperProcess.run(["seaworld"], input: Data(), environment: ["LANG": "ru_RU.UTF-8"])
        #expect(result.output.contains("Рестарт"))
    }

    @Test func noColourWithNoColorOrAPipe() async throws {
        let result = try await ViperProcess.run(["seaworld"], input: Data("tap sea\n".utf8))
        #expect(!result.output.contains("\u{1B}["))
    }
}
