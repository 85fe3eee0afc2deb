import Foundation
import Viper

/// A golden REPL session for an app's tests: `NAME.viper` is the script, whose first line
/// `# viper ARGUMENTS` gives the command line (`$TMP` there stands for a fresh data folder),
/// and `NAME.out` the exact output expected. It runs in the test's own process.
public struct GoldenTranscript: Sendable {
    /// The script, `NAME.viper`.
    public let script: URL

    /// The golden session whose script is at `script`; its expected output is beside it.
    public init(_ script: URL) {
        self.script = script
    }

    /// The names of the scripts (`*.viper`) in `folder`, sorted: the arguments of a test that
    /// runs each one. None when the folder cannot be read.
    public static func scripts(in folder: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".viper") }.sorted()
    }

    /// The file holding the expected output.
    public var expectedOutput: URL { script.deletingPathExtension().appendingPathExtension("out") }

    /// Runs the script against `apps`, `$TMP` standing for `dataFolder`, and returns the exit
    /// status and everything the session printed.
    @MainActor
    public func run(apps: [any ViperApp], dataFolder: URL) async throws -> (status: Int32, output: String) {
        let text = try String(contentsOf: script, encoding: .utf8)
        guard let header = text.split(separator: "\n").first, header.hasPrefix("# viper") else {
            throw GoldenTranscriptError("\(script.lastPathComponent) must start with a line: # viper ARGUMENTS")
        }
        let arguments = header.dropFirst("# viper".count).split(separator: " ").map {
            $0 == "$TMP" ? dataFolder.path : String($0)
        }
        let console = BufferConsole()
        let status = await ViperMain.run(arguments: arguments + ["--script", script.path], environment: [:], apps: apps, console: console)
        return (status, console.text)
    }
}

/// A script that cannot be run as a golden session, such as one without its `# viper` line.
public struct GoldenTranscriptError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
