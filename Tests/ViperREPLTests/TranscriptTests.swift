import Darts
import EventMap
import Foundation
import MonsterHunt
import RickAndMorty
import SeaWorld
import Testing
import Viper
import ViperREPL
import ViperTesting

/// Golden REPL sessions in `Tests/Transcripts/`, run as an app's own tests run theirs, with the
/// public `GoldenTranscript`: `NAME.viper` is the script, whose first line `# viper ARGUMENTS`
/// gives the command line (`$TMP` there stands for a fresh empty folder, for `--data-dir`), and
/// `NAME.out` the exact output expected. A difference fails with a unified diff; `VIPER_RECORD=1`
/// writes the `.out` files after a deliberate change, for review in the repository's diff.
@Suite("Transcripts")
struct TranscriptTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Transcripts", isDirectory: true)

    static var scripts: [String] { GoldenTranscript.scripts(in: folder) }

    @Test func thereAreTranscripts() {
        #expect(Self.scripts.count >= 2)
    }

    /// The apps of the `viper` executable, in the launcher's order.
    @MainActor
    static var apps: [any ViperApp] { [SeaWorldApp(), RickAndMortyApp(), MonsterHuntApp(), DartsApp(), EventMapApp()] }

    @MainActor
    @Test(arguments: scripts)
    func transcriptMatches(_ name: String) async throws {
        let transcript = GoldenTranscript(Self.folder.appendingPathComponent(name))
        let dataFolder = try TemporaryFolder()
        let result = try await transcript.run(apps: Self.apps, dataFolder: dataFolder.url)
        #expect(result.status == 0)

        GoldenFile.expect(result.output, matches: transcript.expectedOutput)
    }
}
