import Foundation
import Testing
import ViperTesting

#if canImport(Glibc)
    import Glibc
#endif

/// Real processes: `--data-dir` makes what is missing private and leaves what existed alone.
@Suite("The data folder's mode")
struct DataFolderModeTests {
    func mode(_ url: URL) throws -> mode_t {
        var info = stat()
        try #require(stat(url.path, &info) == 0)
        return info.st_mode & 0o7777
    }

    @Test("a data folder made inside a shared one is 0700 and the shared one keeps its mode, with no warning")
    func sharedParentKeepsItsMode() async throws {
        let shared = try TemporaryFolder()
        chmod(shared.url.path, 0o1777)
        let data = shared.url.appendingPathComponent("x")
        let run = try await ViperProcess.run(["darts", "--data-dir", data.path, "--strict"], input: Data("tab Settings\ntoggle Misses\n".utf8))
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.isEmpty)
        #expect(try mode(shared.url) == 0o1777)
        #expect(try mode(data) == 0o700)
        #expect(try mode(data.appendingPathComponent("darts")) == 0o700)
    }

    @Test("a data folder others can look into is left as it is, and said once on standard error")
    func openDataFolderIsWarnedOfOnce() async throws {
        let data = try TemporaryFolder()
        chmod(data.url.path, 0o755)
        let run = try await ViperProcess.run(["darts", "--data-dir", data.url.path], input: Data("tab Settings\ntoggle Misses\n".utf8))
        #expect(run.status == 0)
        #expect(run.errors == "viper: warning: others can look into the data folder \(data.url.path); chmod 700 \(data.url.path) keeps it to you\n")
        #expect(try mode(data.url) == 0o755)
    }
}
