import Foundation
import Viper

/// How a session runs, from the command line.
public struct SessionSettings: Sendable {
    public enum ClockKind: String, Sendable, CaseIterable { case virtual, system }

    public var seed: UInt64 = 1
    /// The seed was drawn, not given: the first hint names it, so the world can be had again.
    public var seedWasDrawn = false
    public var clock: ClockKind = .virtual
    /// The virtual clock's date at its start. `viper` sets it to the time it was started
    /// (or `--start-time`); a session made in code keeps a fixed start.
    public var virtualClockStart = VirtualClock.fixedStart
    public var dataDirectory: String?
    public var width = 80
    /// Lines the display has: lists and maps use them.
    public var height = 24
    public var language: Language = .en
    public var colored = false
    public var json = false
    /// Scripts echo each command before its output.
    public var echoesCommands = false
    /// A session typed by hand shows, under its first frame, one line on how to act.
    public var showsFirstHint = false
    /// Ctrl-C stops a running command (at a keyboard): a long `wait` says so as it starts.
    public var interruptible = false
    /// Stop at the first error line, with exit status 1.
    public var strict = false
    public var environment: [String: String] = [:]
    /// The options given for the app named on the command line, a value of its `Options`
    /// type (`try SeaWorldOptions.parse(["--rows", "20"])`); none: the app's defaults.
    public var appOptions: (any Sendable)?
    /// The executable's name: an app's own executable `todo` keeps its app's data in
    /// `$XDG_DATA_HOME/todo`, and `viper` its apps' in `$XDG_DATA_HOME/viper/<app>`.
    public var executable = "viper"

    public init() {}
}
