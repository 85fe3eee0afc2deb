import Viper

/// Why a GPX file could not be read: one line, naming the line of the file where it can,
/// e.g. `line 7: trkpt has no lat attribute`.
public struct GPXError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
