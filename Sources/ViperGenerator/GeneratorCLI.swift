import Foundation

/// Entry point of `viper new`: parse, plan in memory, then write (unless `--dry-run`) and report.
public enum GeneratorCLI {
    public static let helpHint = "hint: run `viper new --help` for usage"

    /// - Parameter arguments: everything after `viper new` (e.g. `["module", "CatchMonster", "--app", "MonsterHunt"]`).
    /// - Returns: 0 done; 1 generation refused or failed (one `error: …` line);
    ///   2 usage error (one `error: …` line and a hint to `viper new --help`).
    public static func run(
        arguments: [String],
        workingDirectory: URL,
        output: (String) -> Void,
        errors: (String) -> Void
    ) -> Int32 {
        do throws(GeneratorError) {
            switch try ArgumentParser.parse(arguments) {
            case .help:
                Usage.help(workingDirectory: workingDirectory).forEach(output)
            case .newModule(let command):
                let plan = try ModuleGenerator.plan(command, workingDirectory: workingDirectory)
                if !command.dryRun { try plan.write() }
                plan.report(dryRun: command.dryRun).forEach(output)
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
