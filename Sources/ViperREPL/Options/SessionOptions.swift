import ArgumentParser
import Foundation
import Viper

/// The REPL's own options, which every app takes, as swift-argument-parser reads them.
struct SessionOptions: ParsableArguments {
    @Option(help: ArgumentHelp("run the commands in FILE (standard input that is not a terminal is a script too)", valueName: "FILE"))
    var script: String?

    @Flag(help: "print one JSON object per line (frames, errors) instead of text")
    var json = false

    // Unconditional: `--seed -1` is a wrong seed to name, not a missing one.
    @Option(parsing: .unconditional, help: ArgumentHelp("seed of every random choice (default: a new one each launch)", valueName: "N"))
    var seed: UInt64?

    @Option(help: "virtual moves only on wait (default: virtual for scripts, system in a terminal)")
    var clock: SessionSettings.ClockKind?

    @Option(
        name: .customLong("start-time"),
        help: ArgumentHelp(
            "where the virtual clock starts, such as 2026-01-01T00:00:00Z (default: now); implies --clock virtual", valueName: "ISO8601"
        ))
    var startTime: Instant?

    @Option(
        name: .customLong("time-zone"),
        help: ArgumentHelp(
            "where the user is, for the times apps show, such as Europe/Moscow (default: UTC on the virtual clock, the system's on the system clock)",
            valueName: "ZONE"))
    var timeZone: Zone?

    @Option(
        name: .customLong("data-dir"),
        help: ArgumentHelp(
            "keep app data in DIR/<app> (default: a folder named after the command in $XDG_DATA_HOME, else in ~/.local/share)", valueName: "DIR"
        ))
    var dataDirectory: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("text width, \(Self.widths.lowerBound) to \(Self.widths.upperBound) (default: the terminal's, else 80)", valueName: "N"))
    var width: Int?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "lines the screen may use, \(Self.heights.lowerBound) to \(Self.heights.upperBound) (default: the terminal's, else 24)", valueName: "N"
        ))
    var height: Int?

    @Option(
        help: ArgumentHelp(
            "language, one the app ships, such as en or ru (default: LC_ALL, LC_MESSAGES or LANG when the app ships it, else its base language)",
            valueName: "TAG"))
    var lang: String?

    @Flag(name: .customLong("no-color"), help: "no colour (also when NO_COLOR is set or output is not a terminal)")
    var noColor = false

    @Flag(help: "stop at the first error with exit status 1")
    var strict = false

    @Flag(
        name: .customLong("no-settle"),
        help: "read each command at once, not once the work in flight has come to rest (to look at an app while it loads)")
    var noSettle = false

    static let widths = 24...1000
    static let heights = 10...1000

    func validate() throws {
        if let width, !Self.widths.contains(width) {
            throw ValidationError("--width takes a whole number from \(Self.widths.lowerBound) to \(Self.widths.upperBound), not \(width)")
        }
        if let height, !Self.heights.contains(height) {
            throw ValidationError("--height takes a whole number from \(Self.heights.lowerBound) to \(Self.heights.upperBound), not \(height)")
        }
        if startTime != nil && clock == .system {
            throw ValidationError("--start-time sets where the virtual clock starts; it cannot go with --clock system")
        }
    }
}

/// `--clock virtual|system`.
extension SessionSettings.ClockKind: ExpressibleByArgument {}

/// A time zone as `--time-zone` takes it: an IANA name (`Europe/Moscow`) or an abbreviation (`UTC`).
struct Zone: ExpressibleByArgument {
    let timeZone: TimeZone

    init?(argument: String) {
        guard let zone = TimeZone(identifier: argument) ?? TimeZone(abbreviation: argument) else { return nil }
        timeZone = zone
    }
}

/// A date and time with its zone, as `--start-time` takes it: `2026-01-01T00:00:00Z`,
/// `2026-01-01T03:00:00+03:00`, optionally with fractional seconds.
struct Instant: ExpressibleByArgument {
    let date: Date

    init?(argument: String) {
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: argument) {
            self.date = date
            return
        }
        formatter.formatOptions.insert(.withFractionalSeconds)
        guard let date = formatter.date(from: argument) else { return nil }
        self.date = date
    }
}
