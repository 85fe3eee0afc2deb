import EventMapAPI
import Foundation
import Viper

#if canImport(Glibc)
    import Glibc
#endif

/// A message the server sends a user: today, a password reset code.
public struct OutgoingMessage: Sendable, Equatable {
    public let to: String
    public let subject: String
    public let body: String

    /// The message as a mail program reads it on standard input.
    public var text: String {
        "To: \(to)\nSubject: \(subject)\nContent-Type: text/plain; charset=utf-8\n\n\(body)\n"
    }
}

/// Where the server's messages go.
public protocol Outbox: Sendable {
    /// A one-line reason when the message could not be handed on.
    func send(_ message: OutgoingMessage) async throws(OutboxError)
}

public struct OutboxError: Error, Equatable, Sendable {
    public let reason: String

    public init(_ reason: String) {
        self.reason = reason
    }
}

/// One file per message in a folder (0700), each 0600: for a server with no mail set up, and
/// for tests, which read the codes there.
public struct FolderOutbox: Outbox {
    public let folder: URL

    public init(folder: URL) {
        self.folder = folder
    }

    public func send(_ message: OutgoingMessage) async throws(OutboxError) {
        if let reason = PrivateFolder.make(folder.path) { throw OutboxError(reason) }
        let name = "\(Int(Date().timeIntervalSince1970 * 1000))-\(UUID().uuidString.prefix(8)).eml"
        let path = folder.appendingPathComponent(name).path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw OutboxError("\(path): \(SystemErrorText.current)") }
        defer { close(descriptor) }
        let bytes = Array(message.text.utf8)
        guard write(descriptor, bytes, bytes.count) == bytes.count else { throw OutboxError("\(path): \(SystemErrorText.current)") }
    }
}

/// Hands each message to a command on its standard input (`sendmail -t`, say), through
/// `/bin/sh -c`, on the blocking pool: waiting for the command never holds a thread that serves.
public struct CommandOutbox: Outbox {
    public let command: String
    private let work: BlockingWork

    public init(command: String, work: BlockingWork = .serving) {
        self.command = command
        self.work = work
    }

    public func send(_ message: OutgoingMessage) async throws(OutboxError) {
        let command = command
        let outcome: Result<Void, OutboxError>
        do {
            outcome = try await work.run { () throws(EventsError) in Result { () throws(OutboxError) in try Self.run(command, message) } }
        } catch {
            throw OutboxError("the mail queue is full")
        }
        try outcome.get()
    }

    private static func run(_ command: String, _ message: OutgoingMessage) throws(OutboxError) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        let input = Pipe()
        process.standardInput = input
        do {
            try process.run()
            try input.fileHandleForWriting.write(contentsOf: Data(message.text.utf8))
            try input.fileHandleForWriting.close()
        } catch {
            throw OutboxError("--mail-command could not run: \(error.localizedDescription)")
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw OutboxError("--mail-command exited with status \(process.terminationStatus)") }
    }
}
