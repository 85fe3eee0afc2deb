import Foundation

/// Entry point of `viper new`: parse, plan in memory, then write (unless `--dry-run`) and report.
public enum GeneratorCLI {
    public static let helpHint = "hint: run `viper new --help` for usage"

    /// The generator's commands as typed after `viper`, each with what it does, for `viper --help`.
    public static let commands: [(usage: String, summary: String)] = [
        ("new app <Name>", "a Swift package for a new app, with its first module and tests"),
        ("new module <Name> --app <App>", "a module of an app from a template, with its test doubles and route"),
        ("new spies <Name> --app <App>", "a module's test doubles written again after its contract changed"),
    ]

    /// The process wiring of `viper new` and `viper-new`: the current folder, the templates shipped
    /// beside the executable, standard output and error.
    /// - Parameter arguments: everything after `viper new` (or `viper-new`).
    public static func main(arguments: [String]) -> Int32 {
        run(
            arguments: arguments,
            workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
            bundledTemplates: BundledTemplates.locate(executable: Bundle.main.executableURL) ?? BundledTemplates.ofTheCheckout,
            output: { print($0) },
            errors: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
        )
    }

    /// - Parameters:
    ///   - arguments: everything after `viper new` (e.g. `["module", "CatchMonster", "--app", "MonsterHunt"]`).
    ///   - bundledTemplates: the `Templates` folder shipped with viper (`BundledTemplates.locate`); nil when
    ///     there is none, then a package's own `Templates` folder is used.
    /// - Returns: 0 done; 1 generation refused or failed (one `error: …` line);
    ///   2 usage error (one `error: …` line and a hint to `viper new --help`).
    public static func run(
        arguments: [String],
        workingDirectory: URL,
        bundledTemplates: URL?,
        output: (String) -> Void,
        errors: (String) -> Void
    ) -> Int32 {
        do throws(GeneratorError) {
            switch try NewCommandLine.parse(arguments) {
            case .help(let templatesFolder):
                Usage.help(workingDirectory: workingDirectory, templatesOption: templatesFolder, bundled: bundledTemplates)
                    .forEach(output)
            case .newModule(let command):
                let plan = try ModuleGenerator.plan(command, workingDirectory: workingDirectory, bundledTemplates: bundledTemplates)
                if !command.dryRun { try plan.write() }
                plan.report(dryRun: command.dryRun).forEach(output)
            case .newSpies(let command):
                let plan = try ModuleGenerator.planDoubles(command, workingDirectory: workingDirectory, bundledTemplates: bundledTemplates)
                if !command.dryRun { try plan.write() }
                plan.report(dryRun: command.dryRun).forEach(output)
            case .newApp(let command):
                try AppGenerator.generate(command, workingDirectory: workingDirectory, bundledTemplates: bundledTemplates)
                    .forEach(output)
            }
            return 0
        } catch {
            errors("error: \(error.message)")
            guard error.isUsageError else { return 1 }
            errors(helpHint)
            return 2
        }
    }
}
