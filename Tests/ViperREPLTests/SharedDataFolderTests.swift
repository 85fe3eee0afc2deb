import Dispatch
import Foundation
import Synchronization
import Testing
import Viper
import ViperTesting
@testable import Darts

/// Real processes: two `viper darts` sessions play at once on one data folder.
@Suite("Two Darts processes on one data folder")
struct SharedDataFolderTests {
    @Test("each plays and saves 50 games; the history ends with 100, every id unique")
    @MainActor
    func twoSessionsKeepEveryGame() throws {
        let folder = try TemporaryFolder()
        let script = "tab Settings\nset attempts 5\nset seconds 10\ntab Game\n" + String(repeating: "tap START\nwait 55s\n", count: 50)
        let arguments = ["darts", "--data-dir", folder.url.path, "--width", "60"]
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            results.set(index, Result { try ViperProcess.run(arguments, input: Data(script.utf8)) })
        }
        for result in results.all {
            let run = try result.get()
            #expect(run.exitedNormally && run.status == 0, "\(run.errors)")
        }
        let archive = DartsArchive(storage: DocumentStore(folder: folder.url.appendingPathComponent("darts"), notices: Notices()), notices: Notices())
        let ids = archive.gamesByScore.map(\.id)
        #expect(ids.count == 100)
        #expect(Set(ids) == Set(1...100))
    }
}

private final class Results: Sendable {
    private let values = Mutex<[Int: Result<ViperProcess.Result, any Error>]>([:])

    func set(_ index: Int, _ value: Result<ViperProcess.Result, any Error>) {
        values.withLock { $0[index] = value }
    }

    var all: [Result<ViperProcess.Result, any Error>] {
        values.withLock { values in values.keys.sorted().compactMap { values[$0] } }
    }
}
