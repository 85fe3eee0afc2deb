import Foundation
import Testing
import ViperTesting

/// Golden REPL sessions in `Tests/Transcripts/`: `NAME.viper` is the script, whose first
/// line `# viper ARGUMENTS` gives the command line (`$TMP` there stands for a fresh empty
/// folder, for `--data-dir`), and `NAME.out` the exact output expected. A difference fails
/// with a unified diff; `VIPER_RECORD=1` writes the `.out` files after a deliberate change, for
/// review in the repository's diff.
@Suite("Transcripts")
struct TranscriptTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Transcripts", isDirectory: true)

    static var scripts: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".viper") }.sorted()
    }

    @Test func thereAreTranscripts() {
        #expect(Self.scripts.count >= 2)
    }

    @Test(arguments: scripts)
    func transcriptMatches(_ name: String) async throws {
        let script = Self.folder.appendingPathComponent(name)
        let text = try String(contentsOf: script, encoding: .utf8)
        let header = try #require(text.split(separator: "\n").first, "\(name) is empty")
        #expect(header.hasPrefix("# viper"), "\(name) must start with a line: # viper ARGUMENTS")
        let dataFolder = try TemporaryFolder()
        let arguments = header.dropFirst("# viper".count).split(separator: " ").map {
            $0 == "$TMP" ? dataFolder.url.path : String($0)
        }
        let result = try await ViperProcess.run(arguments + ["--script", script.path])
        #expect(result.status == 0, "\(result.errors)")

        GoldenFile.expect(result.output, matches: script.deletingPathExtension().appendingPathExtension("out"))
    }
}
