import Foundation
import Testing
import Viper
import ViperTesting

@testable import Darts

/// Real processes: two `viper darts` sessions play at once on one data folder.
@Suite("Two Darts processes on one data folder")
struct SharedDataFolderTests {
    @Test("each plays and saves 50 games; the history ends with 100, every id unique")
    func twoSessionsKeepEveryGame() async throws {
        let folder = try TemporaryFolder()
        let script = "tab Settings\nset attempts 5\nset seconds 10\ntab Game\n" + String(repeating: "tap START\nwait 55s\n", count: 50)
        let arguments = ["darts", "--data-dir", folder.url.path, "--width", "60"]
        async let first = Self.run(arguments, input: script)
        async let second = Self.run(arguments, input: script)
        for run in try await [first, second] {
            #expect(run.exitedNormally && run.status == 0, "\(run.errors)")
        }
        let ids = await MainActor.run {
            DartsArchive(storage: DocumentStore(folder: folder.url.appendingPathComponent("darts"), notices: Notices()), notices: Notices())
                .gamesByScore.map(\.id)
        }
        #expect(ids.count == 100)
        #expect(Set(ids) == Set(1...100))
    }

    private static func run(_ arguments: [String], input: String) async throws -> ViperProcess.Result {
        try await ViperProcess.run(arguments, input: Data(input.utf8))
    }
}
