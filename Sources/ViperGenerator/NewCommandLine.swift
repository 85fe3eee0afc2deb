import ArgumentParser

/// Reads the arguments after `viper new`: `module <Name> --app <App> [options]`,
/// `spies <Name> --app <App> [options]` or `app <Name> [options]`. Each kind's options are read
/// by swift-argument-parser; its messages become `GeneratorError.badArguments`.
enum NewCommandLine {
    private static let helpFlags: Set<String> = ["--help", "-h"]

    static func parse(_ arguments: [String]) throws(GeneratorError) -> Invocation {
        guard let kind = arguments.first else { throw .missingSubcommand }
        if kind == "help" || arguments.contains(where: helpFlags.contains) {
            return .help(templatesFolder: templatesOption(in: arguments))
        }
        if kind.hasPrefix("-") { throw .missingSubcommand }
        let rest = Array(arguments.dropFirst())
        switch kind {
        case "module": return .newModule(try ModuleArguments.read(rest).command())
        case "spies": return .newSpies(try ModuleArguments.read(rest).command())
        case "app": return .newApp(try AppArguments.read(rest).command())
        default: throw .unknownSubcommand(kind)
        }
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

/// `viper new module|spies <Name> --app <App> …`.
struct ModuleArguments: ParsableArguments {
    @Argument var name: String?
    @Option var app: String?
    @Option var template: String?
    @Option var templates: String?
    @Option var package: String?
    @Option(name: .customLong("set")) var assignments: [String] = []
    @Flag(name: .customLong("dry-run")) var dryRun = false
    @Flag var force = false
    @Flag(name: .customLong("no-route")) var noRoute = false
    @Flag var root = false

    func command() throws(GeneratorError) -> NewModuleCommand {
        guard let name else { throw .missingModuleName }
        guard let app else { throw .missingApp }
        let template = try template.map { template throws(GeneratorError) in try Self.nonEmpty(template, "--template <template>") }
        return NewModuleCommand(
            name: name,
            app: try Self.nonEmpty(app, "--app <app>"),
            template: template ?? NewModuleCommand.defaultTemplate,
            templatesFolder: templates,
            packageFolder: package,
            assignments: try TemplateAssignments.read(assignments),
            dryRun: dryRun,
            force: force,
            registersRoute: !noRoute,
            isRoot: root
        )
    }

    /// `--app=` names no app: the same mistake as a missing value.
    static func nonEmpty(_ value: String, _ option: String) throws(GeneratorError) -> String {
        guard !value.isEmpty else { throw .badArguments("Missing value for '\(option)'") }
        return value
    }
}

/// `viper new app <Name> …`.
struct AppArguments: ParsableArguments {
    @Argument var name: String?
    @Option var root: String?
    @Option var path: String?
    @Option var viper: String?
    @Option var templates: String?
    @Option(name: .customLong("set")) var assignments: [String] = []

    func command() throws(GeneratorError) -> NewAppCommand {
        guard let name else { throw .missingAppName }
        let root = try root.map { root throws(GeneratorError) in try ModuleArguments.nonEmpty(root, "--root <root>") }
        return NewAppCommand(
            name: name, root: root ?? NewAppCommand.defaultRoot, path: path, viper: viper, templatesFolder: templates,
            assignments: try TemplateAssignments.read(assignments)
        )
    }
}

extension ParsableArguments {
    /// Parsed, or the parser's complaint as one line.
    static func read(_ arguments: [String]) throws(GeneratorError) -> Self {
        do {
            return try parse(arguments)
        } catch {
            throw .badArguments(message(for: error).split(separator: "\n").first.map(String.init) ?? "")
        }
    }
}

/// The `--set key=value`s, checked: a key, and a value a template can put in Swift source.
enum TemplateAssignments {
    static func read(_ assignments: [String]) throws(GeneratorError) -> [String: String] {
        var values: [String: String] = [:]
        for assignment in assignments {
            guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else {
                throw .malformedAssignment(assignment)
            }
            let key = String(assignment[..<equals])
            let value = assignment[assignment.index(after: equals)...]
            guard !value.unicodeScalars.contains(where: { $0 == "\"" || $0 == "\\" || $0.properties.generalCategory == .control }) else {
                throw .unsafeValue(key: key)
            }
            values[key] = String(value)
        }
        return values
    }
}
