import Foundation
import Testing
import ViperTesting

/// About the real executable: what it prints, in order, before any command runs.
@Suite("Notes raised while an app starts")
struct StartupNotesTests {
    @Test(arguments: ["team.json", "device-settings.json"])
    func aDamagedFileIsNotedBeforeTheFirstFrameEvenWithAnEmptyScript(file: String) async throws {
        let folder = try TemporaryFolder()
        let appFolder = folder.url.appendingPathComponent("monsterhunt")
        try FileManager.default.createDirectory(at: appFolder, withIntermediateDirectories: true)
        try Data("{ not json".utf8).write(to: appFolder.appendingPathComponent(file))

        let result = try await ViperProcess.run(["monsterhunt", "--data-dir", folder.url.path, "--width", "60"])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n").map(String.init)
        let note = try #require(lines.firstIndex { $0.hasPrefix("note: ") && $0.contains(file) }, "\(result.output)")
        let frame = try #require(lines.firstIndex { $0.hasPrefix("╭") }, "\(result.output)")
        #expect(note < frame, "the note comes before the first frame:\n\(result.output)")
    }
}
