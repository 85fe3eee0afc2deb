import ArgumentParser

/// The REPL's own options as swift-argument-parser reads them. Values are kept as typed so
/// `LaunchOptions` can say in one line what each one takes; what is left over (the app's name
/// and the app's own options, which are declared at run time) is in `rest`.
struct REPLArguments: ParsableArguments {
    @Flag var json = false
    @Flag(name: .customLong("no-color")) var noColor = false
    @Flag var strict = false
    @Option var script: String?
    @Option(name: .customLong("data-dir")) var dataDirectory: String?
    // Unconditional: `--seed -1` is a wrong seed to name, not a missing one.
    @Option(parsing: .unconditional) var seed: String?
    @Option var clock: String?
    @Option(name: .customLong("start-time")) var startTime: String?
    @Option(parsing: .unconditional) var width: String?
    @Option(parsing: .unconditional) var height: String?
    @Option var lang: String?
    @Argument(parsing: .allUnrecognized) var rest: [String] = []

    /// `-h` and `--help` anywhere: the usage of the executable, or of the app named.
    static func asksForHelp(_ arguments: [String]) -> Bool {
        arguments.contains { $0 == "-h" || $0 == "--help" }
    }
}
