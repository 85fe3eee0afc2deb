/// Parses the arguments after `viper new` (`module <Name> --app <App> [options]`).
/// Options also accept the `--option=value` spelling.
enum ArgumentParser {
    private static let helpFlags: Set<String> = ["--help", "-h", "help"]

    static func parse(_ arguments: [String]) throws(GeneratorError) -> Invocation {
        guard let kind = arguments.first else { throw .missingSubcommand }
        if helpFlags.contains(kind) { return .help }
        if kind.hasPrefix("-") { throw .missingSubcommand }
        guard kind == "module" else { throw .unknownSubcommand(kind) }

        var name: String?
        var app: String?
        var template: String?
        var templatesFolder: String?
        var assignments: [String: String] = [:]
        var dryRun = false
        var force = false

        var rest = arguments.dropFirst()[...]
        while let argument = rest.popFirst() {
            if argument == "--help" || argument == "-h" { return .help }
            guard argument.hasPrefix("-"), argument.count > 1 else {
                guard name == nil else { throw .unexpectedArgument(argument) }
                name = argument
                continue
            }
            let (option, inlineValue) = split(argument)
            switch option {
            case "--dry-run", "--force":
                guard inlineValue == nil else { throw .unknownOption(argument) }
                if option == "--dry-run" { dryRun = true } else { force = true }
            case "--app":
                try setOnce(&app, to: value(for: option, inline: inlineValue, rest: &rest), option: option)
            case "--template":
                try setOnce(&template, to: value(for: option, inline: inlineValue, rest: &rest), option: option)
            case "--templates":
                try setOnce(&templatesFolder, to: value(for: option, inline: inlineValue, rest: &rest), option: option)
            case "--set":
                let assignment = try value(for: option, inline: inlineValue, rest: &rest)
                guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else {
                    throw .malformedAssignment(assignment)
                }
                let key = String(assignment[..<equals])
                let value = assignment[assignment.index(after: equals)...]
                guard !value.unicodeScalars.contains(where: { $0 == "\"" || $0 == "\\" || $0.properties.generalCategory == .control }) else {
                    throw .unsafeValue(key: key)
                }
                assignments[key] = String(value)
            default:
                throw .unknownOption(argument)
            }
        }

        guard let name else { throw .missingModuleName }
        guard let app else { throw .missingApp }
        return .newModule(NewModuleCommand(
            name: name,
            app: app,
            template: template ?? NewModuleCommand.defaultTemplate,
            templatesFolder: templatesFolder,
            assignments: assignments,
            dryRun: dryRun,
            force: force
        ))
    }

    /// `--app=Demo` → ("--app", "Demo"); `--app` → ("--app", nil).
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func value(
        for option: String,
        inline: String?,
        rest: inout ArraySlice<String>
    ) throws(GeneratorError) -> String {
        if let inline {
            guard !inline.isEmpty else { throw .missingValue(option: option) }
            return inline
        }
        guard let next = rest.first, !next.isEmpty, !(next.hasPrefix("-") && next.count > 1) else {
            throw .missingValue(option: option)
        }
        rest.removeFirst()
        return next
    }

    private static func setOnce(_ slot: inout String?, to value: String, option: String) throws(GeneratorError) {
        guard slot == nil else { throw .duplicateOption(option) }
        slot = value
    }
}
