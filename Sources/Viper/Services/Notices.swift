import Synchronization

/// One-line messages for the user that arise outside a command, such as a corrupt file
/// that was moved aside. The REPL prints them as `note: …` lines.
public final class Notices: Sendable {
    private let pending = Mutex<[String]>([])

    /// Notices with none pending.
    public init() {}

    /// Adds a one-line message for the user; the REPL prints it after the command.
    public func post(_ message: String) {
        pending.withLock { $0.append(message) }
    }

    /// The messages posted since the last call, oldest first.
    public func drain() -> [String] {
        pending.withLock { messages in
            defer { messages = [] }
            return messages
        }
    }
}
