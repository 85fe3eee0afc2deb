/// Parses the arguments after `viper new`: `module <Name> --app <App> [options]` or `app <Name> [options]`.
/// Options also accept the `--option=value` spelling.
enum ArgumentParser {
    private static let helpFlags: Set<String> = ["--help", "-h"]

    static func parse(_ arguments: [String]) throws(GeneratorError) -> Invocation {
        guard let kind = arguments.first else { throw .missingSubcommand }
        if kind == "help" || arguments.contains(where: helpFlags.contains) {
            return .help(templatesFolder: templatesOption(in: arguments))
        }
        if kind.hasPrefix("-") { throw .missingSubcommand }
        switch kind {
        case "module": return .newModule(try parseModule(arguments.dropFirst()))
        case "app": return .newApp(try parseApp(arguments.dropFirst()))
        case "spies": return .newSpies(try parseModule(arguments.dropFirst()))
        default: throw .unknownSubcommand(kind)
        }
    }

    private static func parseModule(_ arguments: ArraySlice<String>) throws(GeneratorError) -> NewModuleCommand {
        let options = try RawOptions.read(
            arguments,
            valueOptions: ["--app", "--template", "--templates", "--package", "--set"],
            flags: ["--dry-run", "--force", "--no-route"]
        )
        guard let name = options.name else { throw .missingModuleName }
        guard let app = options.values["--app"] else { throw .missingApp }
        return NewModuleCommand(
            name: name,
            app: app,
            template: options.values["--template"] ?? NewModuleCommand.defaultTemplate,
            templatesFolder: options.values["--templates"],
            packageFolder: options.values["--package"],
            assignments: options.assignments,
            dryRun: options.flags.contains("--dry-run"),
            force: options.flags.contains("--force"),
            registersRoute: !options.flags.contains("--no-route")
        )
    }

    private static func parseApp(_ arguments: ArraySlice<String>) throws(GeneratorError) -> NewAppCommand {
        let options = try RawOptions.read(arguments, valueOptions: ["--path", "--viper", "--templates", "--set"], flags: [])
        guard let name = options.name else { throw .missingAppName }
        return NewAppCommand(
            name: name,
            path: options.values["--path"],
            viper: options.values["--viper"],
            templatesFolder: options.values["--templates"],
            assignments: options.assignments
        )
    }

    /// The value of `--templates` (either spelling) when present, for `--help`.
    private static func templatesOption(in arguments: [String]) -> String? {
        for (index, argument) in arguments.enumerated() {
            if argument.hasPrefix("--templates=") { return String(argument.dropFirst("--templates=".count)) }
            if argument == "--templates", index + 1 < arguments.count { return arguments[index + 1] }
        }
        return nil
    }
}

/// The options of one subcommand as typed: the one positional name, single-valued options, flags and `--set`s.
private struct RawOptions {
    var name: String?
    var values: [String: String] = [:]
    var flags: Set<String> = []
    var assignments: [String: String] = [:]

    static func read(
        _ arguments: ArraySlice<String>,
        valueOptions: Set<String>,
        flags allowedFlags: Set<String>
    ) throws(GeneratorError) -> RawOptions {
        var options = RawOptions()
        var rest = arguments
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("-"), argument.count > 1 else {
                guard options.name == nil else { throw .unexpectedArgument(argument) }
                options.name = argument
                continue
            }
            let (option, inlineValue) = split(argument)
            if allowedFlags.contains(option) {
                guard inlineValue == nil else { throw .unknownOption(argument) }
                options.flags.insert(option)
            } else if option == "--set", valueOptions.contains(option) {
                try options.assign(value(for: option, inline: inlineValue, rest: &rest))
            } else if valueOptions.contains(option) {
                guard options.values[option] == nil else { throw .duplicateOption(option) }
                options.values[option] = try value(for: option, inline: inlineValue, rest: &rest)
            } else {
                throw .unknownOption(argument)
            }
        }
        return options
    }

    private mutating func assign(_ assignment: String) throws(GeneratorError) {
        guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else {
            throw .malformedAssignment(assignment)
        }
        let key = String(assignment[..<equals])
        let value = assignment[assignment.index(after: equals)...]
        guard !value.unicodeScalars.contains(where: { $0 == "\"" || $0 == "\\" || $0.properties.generalCategory == .control }) else {
            throw .unsafeValue(key: key)
        }
        assignments[key] = String(value)
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
}
