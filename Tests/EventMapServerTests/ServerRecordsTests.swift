import Foundation
import Logging
import Synchronization
import Testing
import ViperTesting

@testable import EventMapServer

/// What the server writes down: its log, and its messages.
@Suite("What the server logs and sends")
struct ServerRecordsTests {
    @Test func eachRequestIsOneLogLineWithoutBodyPasswordOrToken() async throws {
        let log = KeptLog()
        let harness = try await APIHarness(.sqlite, logger: Logger(label: "eventmap-server") { _ in KeptLogHandler(log: log) })
        let tokens = Mutex<[String]>([])
        try await harness.test { api in
            let token = try await api.register()
            #expect(try await api.create("Rooftop jazz", token: token).status == 201)
            #expect(try await api.send(.post, "/v1/sessions", json: ["email": "rick@example.org", "password": "wrong-password"]).status == 401)
            tokens.withLock { $0.append(token) }
        }
        let lines = log.lines
        #expect(lines.count == 3)
        #expect(
            lines.first?.contains("method=POST") == true && lines.first?.contains("path=/v1/accounts") == true && lines.first?.contains("status=201") == true)
        for secret in ["wubbalubba", "wrong-password", "Rooftop jazz"] + tokens.withLock({ $0 }) {
            #expect(!lines.contains { $0.contains(secret) }, "the log holds no body, password or token")
        }
    }

    @Test func aFolderOutboxKeepsEachMessageInAFileOnlyItsOwnerReads() async throws {
        let folder = try TemporaryFolder()
        let outbox = FolderOutbox(folder: folder.url.appendingPathComponent("outbox"))
        try await outbox.send(OutgoingMessage(to: "rick@example.org", subject: "Your code", body: "Your code is 12345678.\n"))
        let files = try FileManager.default.contentsOfDirectory(atPath: outbox.folder.path)
        #expect(files.count == 1)
        let path = outbox.folder.appendingPathComponent(files[0]).path
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o600)
        #expect(try FileManager.default.attributesOfItem(atPath: outbox.folder.path)[.posixPermissions] as? Int == 0o700)
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("To: rick@example.org\nSubject: Your code\n"))
    }

    @Test func aMailCommandReceivesTheMessageOnItsStandardInput() async throws {
        let folder = try TemporaryFolder()
        let received = folder.url.appendingPathComponent("received.eml")
        try await CommandOutbox(command: "cat > '\(received.path)'").send(
            OutgoingMessage(to: "rick@example.org", subject: "Your code", body: "Your code is 12345678.\n"))
        #expect(try String(contentsOf: received, encoding: .utf8).contains("To: rick@example.org\nSubject: Your code\n"))
    }
}

/// Every line logged, as text.
final class KeptLog: Sendable {
    private let kept = Mutex<[String]>([])

    var lines: [String] { kept.withLock { $0 } }

    func add(_ line: String) {
        kept.withLock { $0.append(line) }
    }
}

struct KeptLogHandler: LogHandler {
    let log: KeptLog
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let fields = (event.metadata ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        log.add(([event.message.description] + fields).joined(separator: " "))
    }
}
