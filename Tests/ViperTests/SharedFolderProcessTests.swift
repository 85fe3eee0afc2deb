import Foundation
import Testing
import Viper
import ViperTesting

/// Real processes, so real time: each waits for the other on the data folder's lock.
@Suite("DocumentStore: two processes on one folder")
struct SharedFolderProcessTests {
    @Test("two processes each saving 50 records into one document end with all 100")
    func twoWritersKeepEveryRecord() async throws {
        let folder = try TemporaryFolder()
        let writer = try HelperExecutable.url(named: "document-writer")
        let processes = try ["a", "b"].map { tag in
            let process = Process()
            process.executableURL = writer
            process.arguments = [folder.url.path, "team", "50", tag]
            try process.run()
            return process
        }
        for process in processes {
            await onOwnThread { process.waitUntilExit() }
            #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        }
        let saved = try #require(DocumentStore(folder: folder.url, notices: Notices()).load(RecordList<Entry>.self, from: "team")).records.map(\.tag)
        #expect(saved.count == 100)
        #expect(Set(saved) == Set(["a", "b"].flatMap { tag in (1...50).map { "\(tag)-\($0)" } }))
    }
}

/// What `document-writer` saves.
private struct Entry: CheckedRecord, Equatable {
    let tag: String
    func check() {}
    var uniqueKey: String? { tag }
}

enum HelperExecutable {
    /// A helper executable that `swift build` puts beside the test bundle.
    static func url(named name: String) throws -> URL {
        let runner = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0])
        let candidate = runner.deletingLastPathComponent().appendingPathComponent(name)
        guard FileManager.default.isExecutableFile(atPath: candidate.path) else { throw Missing(path: candidate.path) }
        return candidate
    }

    struct Missing: Error, CustomStringConvertible {
        let path: String
        var description: String { "\((path as NSString).lastPathComponent) is not at \(path); build the package first (swift build)" }
    }
}
