import Logging
import Viper

/// The embedded server's log, as the person at the screen needs it: each warning (a damaged
/// database file moved aside, say) becomes a notice, like the app's own.
struct NoticesLogHandler: LogHandler {
    let notices: Notices
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .warning

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        notices.post(event.message.description)
    }

    static func logger(posting notices: Notices) -> Logger {
        Logger(label: "eventmap.embedded-server") { _ in NoticesLogHandler(notices: notices) }
    }
}
