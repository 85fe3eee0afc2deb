import EventMapServer
import Logging
import Viper

extension Logger {
    /// A log nobody reads.
    static let quiet = Logger(label: "eventmap-tests") { _ in SwiftLogNoOpLogHandler() }
}

extension WallClock {
    /// The time of day on a session's clock: a test's virtual one, say.
    static func reading(_ clock: some AppClock) -> WallClock {
        WallClock { clock.date }
    }
}
