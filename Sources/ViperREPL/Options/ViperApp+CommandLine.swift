import ArgumentParser
import Viper

extension ViperApp {
    /// Reads the app's command line, the app's name taken out: the session's options and the
    /// app's own, each checked by its type.
    func readCommandLine(_ arguments: [String]) throws(LaunchError) -> (session: SessionOptions, options: Options) {
        try read(arguments, as: parsableOptions())
    }

    /// The options the app has when none is given.
    func defaultOptions() throws(LaunchError) -> Options {
        try readCommandLine([]).options
    }

    /// The parser's `--help` of the app, run as `command`, its texts in `language`.
    func help(command: String, language: Language, columns: Int) throws(LaunchError) -> String {
        let heading = CommandHeading(
            command: command, abstract: "\(title.in(language)): \(summary.in(language))", discussion: "Type help in a session for its commands.")
        return help(of: try parsableOptions(), heading: heading, language: language, columns: columns)
    }

    private func parsableOptions() throws(LaunchError) -> any ParsableArguments.Type {
        guard let type = Options.self as? any ParsableArguments.Type else {
            throw LaunchError("\(name): its options, \(Options.self), are not a ParsableArguments type of swift-argument-parser")
        }
        return type
    }

    private func read<Parsed: ParsableArguments>(_ arguments: [String], as _: Parsed.Type) throws(LaunchError) -> (session: SessionOptions, options: Options) {
        let line = try AppCommandLine<Parsed>.parseOneLine(arguments)
        // `Parsed` is `Options`, found by `parsableOptions()`.
        return (line.session, line.app as! Options)
    }

    private func help<Parsed: ParsableArguments>(of _: Parsed.Type, heading: CommandHeading, language: Language, columns: Int) -> String {
        CommandHeading.$current.withValue(heading) {
            Language.$help.withValue(language) { AppCommandLine<Parsed>.helpMessage(columns: columns) }
        }
    }
}

extension ParsableArguments {
    /// Parses `arguments`; a mistake is the parser's message, in one line.
    static func parseOneLine(_ arguments: [String]) throws(LaunchError) -> Self {
        do {
            return try parse(arguments)
        } catch {
            throw LaunchError(message(for: error).split(separator: "\n").first.map(String.init) ?? "")
        }
    }
}
