import Foundation
import Viper

/// How a session runs, from the command line.
public struct SessionSettings: Sendable {
    /// Which clock the session runs on: virtual (moved only by `wait`) or the system's.
    public enum ClockKind: String, Sendable, CaseIterable {
        /// Moves only when told: `wait` moves it, and scripts give the same output every run.
        case virtual
        /// The wall clock.
        case system
    }

    /// The seed of the session's random source (`--seed`).
    public var seed: UInt64 = 1
    /// The seed was drawn, not given: the first hint names it, so the world can be had again.
    public var seedWasDrawn = false
    /// Which clock the session runs on (`--clock`).
    public var clock: ClockKind = .virtual
    /// The virtual clock's date at its start. `viper` sets it to the time it was started
    /// (or `--start-time`); a session made in code keeps a fixed start.
    public var virtualClockStart = VirtualClock.fixedStart
    /// Where the user is (`--time-zone`): UTC on the virtual clock unless given, so that
    /// scripts say the same times everywhere; the system's on the system clock.
    public var timeZone = TimeZone.gmt
    /// The data folder (`--data-dir`); the default one under `$XDG_DATA_HOME` when nil.
    public var dataDirectory: String?
    /// The columns a frame takes (`--width`).
    public var width = 80
    /// Lines the display has: lists and maps use them.
    public var height = 24
    /// The language of the apps and of the REPL's own words (`--lang`).
    public var language: Language = .en
    /// Whether frames are drawn in ANSI colour: on a terminal without `NO_COLOR` or `--no-color`.
    public var colored = false
    /// Whether frames are written as JSON objects, one a line (`--json`).
    public var json = false
    /// Scripts echo each command before its output.
    public var echoesCommands = false
    /// A session typed by hand shows, under its first frame, one line on how to act.
    public var showsFirstHint = false
    /// Ctrl-C stops a running command (at a keyboard): a long `wait` says so as it starts.
    public var interruptible = false
    /// Stop at the first error line, with exit status 1.
    public var strict = false
    /// Whether the session runs the work in flight to rest before it reads each command, at
    /// launch too, as `wait idle` does (`--no-settle` turns it off, to look at an app while it
    /// loads).
    public var settles = true
    /// How long, in real time, `wait` and settling wait for the work in flight to come to rest
    /// before they say it did not, in one line.
    public var settleLimit: Duration = .seconds(30)
    /// The environment the session reads, such as `HOME` and `XDG_DATA_HOME` for the data folder.
    public var environment: [String: String] = [:]
    /// The options given for the app named on the command line, a value of its `Options`
    /// type (`try SeaWorldOptions.parse(["--rows", "20"])`); none: the app's defaults.
    public var appOptions: (any Sendable)?
    /// The executable's name: an app's own executable `todo` keeps its app's data in
    /// `$XDG_DATA_HOME/todo`, and `viper` its apps' in `$XDG_DATA_HOME/viper/<app>`.
    public var executable = "viper"

    /// The settings of a session made in code: seed 1, the virtual clock, 80 × 24, English, no
    /// colour.
    public init() {}
}
