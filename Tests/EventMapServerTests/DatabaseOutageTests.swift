import EventMapServer
import Foundation
import Testing
import Viper
import ViperHTTP
import ViperTesting

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 32, point 7: with PostgreSQL stopped under a running `eventmap-server`, requests fail
/// fast with 503 and `/ready` says so; once it is back, requests succeed within 2 s.
@Suite("A database outage", .timeLimit(.minutes(2)))
struct DatabaseOutageTests {
    @Test func requestsFailFastWhileTheDatabaseIsDownAndSucceedSoonAfterItIsBack() async throws {
        let cluster = try await OwnCluster.start()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("eventmap-outage-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try ServerProcess.start(["--database", cluster.url, "--data-dir", folder.path])
        let base = try await server.base()
        let endings = SessionEndings()
        let transport = LiveTransport(until: endings)
        func get(_ path: String) async throws -> HTTPResponse { try await transport.send(HTTPRequest(url: URL(string: "\(base.absoluteString)/\(path)")!)) }
        let query = "v1/events?south=0&west=0&north=1&east=1"
        #expect(try await get(query).status == 200)
        #expect(try await get("ready").status == 200)

        try await cluster.run("halt")
        for path in [query, "ready"] {
            let asked = ContinuousClock.now
            let answer = try await get(path)
            #expect(answer.status == 503 && answer.retryAfter != nil, "\(path) while down: \(answer.status)")
            #expect(ContinuousClock.now - asked < .seconds(2), "\(path) answered after \(ContinuousClock.now - asked)")
        }
        #expect(try await get("health").status == 200, "the process itself is alive")

        try await cluster.run("resume")
        let back = ContinuousClock.now
        var answer = try await get(query)
        while answer.status != 200, ContinuousClock.now - back < .seconds(2) {
            answer = try await get(query)
        }
        #expect(answer.status == 200, "still \(answer.status) \(ContinuousClock.now - back) after the database came back")
        #expect(await server.terminate() == 0)
        await endings.run()
        try await cluster.run("stop")
    }
}

/// A PostgreSQL cluster of the test's own (`scripts/postgres-cluster`), which it may stop and start.
struct OwnCluster {
    let url: String
    let directory: String

    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scripts/postgres-cluster").path

    static func start() async throws -> OwnCluster {
        let printed = try await shell([script, "start"])
        func value(_ name: String) -> String? {
            printed.split(separator: "\n").first { $0.hasPrefix("export \(name)=") }.map { String($0.dropFirst("export \(name)=".count)) }
        }
        guard let url = value("EVENTMAP_POSTGRES_URL"), let directory = value("EVENTMAP_POSTGRES_DIR") else { throw ScriptFailure(output: printed) }
        return OwnCluster(url: url, directory: directory)
    }

    /// `halt`, `resume` or `stop`.
    func run(_ verb: String) async throws {
        _ = try await Self.shell([Self.script, verb, directory])
    }

    /// Runs `bash arguments…` with posix_spawn and waitpid (Foundation's `Process` was seen
    /// never to reap it once PostgreSQL, started by it, lived on); its standard output goes
    /// through a file, which PostgreSQL may keep open.
    private static func shell(_ arguments: [String]) async throws -> String {
        try await onOwnThread { () throws(ScriptFailure) -> String in
            let outputPath = FileManager.default.temporaryDirectory.appendingPathComponent("cluster-\(UUID().uuidString).out").path
            defer { try? FileManager.default.removeItem(atPath: outputPath) }
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            let argv = (["/bin/bash"] + arguments).map { strdup($0) } + [nil]
            defer { for pointer in argv { free(pointer) } }
            var pid = pid_t()
            guard posix_spawn(&pid, "/bin/bash", &actions, nil, argv, environ) == 0 else { throw ScriptFailure(output: "bash could not start") }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
            let text = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
            guard status == 0 else { throw ScriptFailure(output: text) }
            return text
        }
    }

    struct ScriptFailure: Error, CustomStringConvertible {
        let output: String
        var description: String { "scripts/postgres-cluster failed: \(output)" }
    }
}
