import ArgumentParser
import Viper

/// The command line of one app: the session's options and the app's own, read and described
/// by swift-argument-parser.
struct AppCommandLine<AppOptions: ParsableArguments>: ParsableCommand {
    static var configuration: CommandConfiguration { CommandHeading.current.configuration }

    @OptionGroup var session: SessionOptions
    @OptionGroup(title: "App Options") var app: AppOptions
}

/// The command line of `viper` with no app named: the session's options for the launcher,
/// and the name of an app to open instead.
struct LauncherCommandLine: ParsableCommand {
    static var configuration: CommandConfiguration { CommandHeading.current.configuration }

    @OptionGroup var session: SessionOptions
    @Argument(help: ArgumentHelp("the app to run; none: the launcher", valueName: "app")) var app: String?
}

/// What the help names: the command (`viper seaworld`, or `todo` for an app's own
/// executable), what it does, and what follows the options. The parser reads a command's
/// heading from its type, while apps and executables are known at run time, so it is set
/// around each use.
struct CommandHeading: Sendable {
    @TaskLocal static var current = CommandHeading(command: "viper", abstract: "", discussion: "")

    let command: String
    let abstract: String
    let discussion: String

    var configuration: CommandConfiguration {
        CommandConfiguration(commandName: command, abstract: abstract, discussion: discussion)
    }
}

/// An app with no options of its own reads none from its command line.
extension NoOptions: ParsableArguments {
    public init(from decoder: any Decoder) throws {
        self.init()
    }
}
