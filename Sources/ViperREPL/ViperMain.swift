import ArgumentParser
import Foundation
import Viper

#if canImport(Glibc)
    import Glibc
#endif

/// `viper [<app>] [options]`: parses the command line, opens a session, feeds it lines
/// from a script or the terminal, and returns the exit status.
@MainActor
public enum ViperMain {
    /// The whole `main.swift` of an app's executable: runs the REPL over this process's
    /// arguments and environment, then exits with its status.
    ///
    ///     await ViperMain.main(apps: [TodoApp()])
    ///
    /// - Parameters:
    ///   - apps: the apps it runs; with one, it opens that app, with several, the launcher.
    ///   - commands: what the executable does besides running apps, which it handles itself
    ///     before calling this; `--help` lists them.
    public static func main(apps: [any ViperApp], commands: [ExecutableCommand] = []) async -> Never {
        let program = URL(fileURLWithPath: CommandLine.arguments.first ?? "viper").lastPathComponent
        let status = await run(
            arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment, apps: apps, commands: commands,
            program: program)
        exit(status)
    }

    /// Runs the REPL and returns its exit status. With a `console`, everything the session
    /// prints goes there and the output is never treated as a terminal (how tests run scripts).
    public static func run(
        arguments: [String],
        environment: [String: String],
        apps: [any ViperApp],
        commands: [ExecutableCommand] = [],
        console given: (any Console)? = nil,
        program: String = "viper"
    ) async -> Int32 {
        let startedAt = Date()
        // A reader that went away (`viper … | head`) is a failed write, said and ended on like
        // a full disk, not a signal that ends the process before its screens close.
        signal(SIGPIPE, SIG_IGN)
        let options: LaunchOptions
        do {
            options = try LaunchOptions.parse(arguments, apps: apps, program: program)
        } catch {
            return usageError(error, program: program)
        }
        let language = options.language(environment: environment)
        if options.showsHelp {
            do {
                print(
                    try help(
                        apps: apps, commands: commands, app: options.appName, program: program, language: language,
                        columns: TerminalSize.current()?.columns ?? 80))
            } catch {
                return usageError(error, program: program)
            }
            return 0
        }
        let terminalInput = options.session.script == nil && isatty(0) == 1
        let input: Int32
        do {
            input = try options.session.script.map(ScriptFile.open) ?? 0
        } catch {
            return usageError(error, program: program)
        }
        let terminalOutput = given == nil && isatty(1) == 1
        var settings = settings(
            options, environment: environment, language: language, startedAt: startedAt,
            terminalInput: terminalInput, terminalOutput: terminalOutput
        )
        warnIfOpenToOthers(
            DocumentStore.dataFolder(of: program, dataDirectory: settings.dataDirectory, environment: environment), language: language, program: program)
        // Line editing and a history only at a keyboard: scripts and pipes read lines as they come.
        let screen = given == nil && terminalInput && terminalOutput && environment["TERM"] != "dumb" ? TerminalScreen() : nil
        let terminalConsole = screen.map(TerminalConsole.init)
        settings.interruptible = screen != nil
        let console = given ?? terminalConsole ?? StandardOutput()
        let session = Session(apps: apps, settings: settings, console: console)
        terminalConsole?.screenWords = { session.screenWords }
        let historyFile = HistoryFile(dataDirectory: settings.dataDirectory, environment: environment)
        let source: any LineSource =
            screen.map {
                TerminalLineEditor(historyFile: historyFile, screen: $0, language: language)
            } ?? StreamLineSource(LineReader.lines(from: input))
        // Made before the launch, so a terminal shows the first screen's work as it completes.
        let refresher =
            terminalInput
            ? TerminalRefresher(session: session, console: console, clock: session.clock, writesPrompt: !source.drawsPrompt)
            : nil
        if let refresher {
            session.displayNeeded = { refresher.needsDisplay() }
        }
        do {
            // An executable that runs one app of its own opens it: `swift run todo`.
            try await session.start(app: options.appName ?? (apps.count == 1 ? apps[0].name : nil))
        } catch {
            refresher?.stop()
            console.flush()
            printError("\(program): \(error.message)")
            return 1
        }
        if screen != nil, let problem = historyFile.problem {
            session.notices.post("\(historyFile.url.path) cannot be read (\(problem)); the history is not kept in this run")
            session.showChanges()
        }
        let resizeWatcher = screen.map { _ in
            TerminalResizeWatcher(session: session, fixedColumns: options.session.width, fixedRows: options.session.height)
        }
        let interrupter = screen.flatMap { _ in CommandInterrupter() }
        let looping = Task {
            await loop(session: session, source: source, interrupter: interrupter, prompt: terminalInput, console: console, strict: settings.strict)
        }
        let endingSignals = EndingSignals.install { looping.cancel() }
        var status = await looping.value
        if let signal = endingSignals?.received {
            status = 128 + signal
            // The line being typed stays as it was; the shell's prompt starts below it.
            screen?.endPromptLine()
        }
        interrupter?.stop()
        endingSignals?.stop()
        refresher?.stop()
        resizeWatcher?.stop()
        await session.end()
        console.flush()
        if let failure = console.failure {
            printError("\(program): " + REPLStrings.catalog.text("cannotWrite", ["failure": "\(failure)"]).in(language))
            return 1
        }
        return status
    }

    /// The session's settings: the command line's, then what it left open, from whether a
    /// person types at a terminal.
    private static func settings(
        _ options: LaunchOptions, environment: [String: String], language: Language, startedAt: Date,
        terminalInput: Bool, terminalOutput: Bool
    ) -> SessionSettings {
        var settings = options.settings
        let given = options.session
        settings.environment = environment
        settings.language = language
        settings.clock = given.clock ?? (terminalInput && given.startTime == nil ? .system : .virtual)
        // What a script saves is dated truthfully and stays valid in later live runs.
        settings.virtualClockStart = given.startTime?.date ?? startedAt
        settings.timeZone = given.timeZone?.timeZone ?? (settings.clock == .system ? .current : .gmt)
        let terminal = terminalOutput ? TerminalSize.usable() : nil
        settings.width = given.width ?? terminal?.columns ?? 80
        settings.height = given.height ?? terminal?.rows ?? 24
        settings.colored = terminalOutput && !given.noColor && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        settings.echoesCommands = !terminalInput
        settings.showsFirstHint = terminalInput
        return settings
    }

    private static func loop(
        session: Session, source: any LineSource, interrupter: CommandInterrupter?, prompt: Bool, console: any Console, strict: Bool
    ) async -> Int32 {
        while true {
            if prompt && !source.drawsPrompt { console.write(session.prompt) }
            // Flushed per batch of input, so a program reading a live session through a pipe
            // sees each answer as soon as its command is done.
            console.flush()
            guard console.failure == nil else { return 1 }
            guard let batch = await source.next(prompt: session.prompt), !Task.isCancelled else { break }
            for input in batch where !Task.isCancelled {
                let errorsBefore = session.errorCount
                switch input {
                case .line(let line):
                    let outcome =
                        if let interrupter {
                            await interrupter.run { await session.run(line) }
                        } else {
                            await session.run(line)
                        }
                    if outcome == .quit { return 0 }
                case .tooLong(let bytes):
                    session.rejectLongLine(bytes: bytes, limit: LineReader.limit)
                case .unreadable(let reason):
                    session.fail(session.say(REPLStrings.catalog.text("cannotRead", ["reason": "\(reason)"])))
                    return 1
                }
                if strict && session.errorCount > errorsBefore { return 1 }
            }
        }
        if prompt && !source.drawsPrompt { console.write("\n") }
        return 0
    }

    /// The files are 0600 whatever the folder's mode, but a folder others can list still tells
    /// them what the user keeps; it is not the program's to change, so the user is told.
    private static func warnIfOpenToOthers(_ dataFolder: URL, language: Language, program: String) {
        guard PrivateFolder.isOpenToOthers(dataFolder.path) else { return }
        let path = dataFolder.path
        printError(
            program + ": "
                + REPLStrings.catalog.text("dataFolderOpen", ["path": "\(path)"]).in(language))
    }

    /// The parser's `--help`: of the app named (or the executable's one app), else of the
    /// launcher, with the apps there are and the executable's other commands.
    static func help(
        apps: [any ViperApp], commands: [ExecutableCommand] = [], app name: String?, program: String, language: Language, columns: Int
    ) throws(LaunchError) -> String {
        if let app = apps.first(where: { $0.name == name }) {
            return try app.help(command: apps.count == 1 ? program : "\(program) \(app.name)", language: language, columns: columns)
        }
        // swift-argument-parser wraps a discussion line as wide as the terminal again, which
        // would leave a word alone at column 0: the lists stay a column narrower.
        let listWidth = columns - 1
        let listed = ColumnList.lines(apps.map { ($0.name, $0.summary.in(language)) }, width: listWidth)
        let others =
            commands.isEmpty
            ? []
            : ["", "Commands (\(program) <command> --help adds its options):"] + ColumnList.lines(commands.map { ($0.usage, $0.summary) }, width: listWidth)
        let heading = CommandHeading(
            command: program,
            abstract: "run VIPER apps in the terminal, by hand or from a script",
            discussion: (["Apps (\(program) <app> --help adds the app's options):"] + listed + others + ["", "Type help in a session for its commands."])
                .joined(
                    separator: "\n")
        )
        return CommandHeading.$current.withValue(heading) { LauncherCommandLine.helpMessage(columns: columns) }
    }

    /// A mistake in the command line: one line that ends by pointing to `--help`, and status 2.
    private static func usageError(_ error: LaunchError, program: String) -> Int32 {
        printError("\(program): \(error.message)" + (error.message.contains("--help") ? "" : "; see \(program) --help"))
        return 2
    }

    /// Writes `message` to standard error with the controls it quotes (an argument, a path)
    /// written as escapes, its own line breaks kept.
    private static func printError(_ message: String) {
        let shown = message.split(separator: "\n", omittingEmptySubsequences: false).map { Sanitized.text(String($0), limit: .max) }
        FileHandle.standardError.write(Data((shown.joined(separator: "\n") + "\n").utf8))
    }
}
