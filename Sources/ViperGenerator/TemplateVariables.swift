/// The variables a template can use: the built-ins, then the manifest's own, in declaration order.
struct TemplateVariables: Equatable, Sendable {
    static let builtInNames = ["Name", "name", "kebabName", "App", "app", "root"]
    static let appBuiltInNames = ["Name", "name", "lowercaseName", "viperDependency", "viperPackage", "Root", "rootName", "rootKebabName"]

    private(set) var names: [String] = []
    private var values: [String: String] = [:]

    /// `Name`, `name`, `kebabName`, `App`, `app` for a module and app, and `root`: whether the
    /// module becomes the app's root (`--root`).
    static func builtIns(name: String, app: String, root: Bool = false) -> TemplateVariables {
        var variables = TemplateVariables()
        variables.set("Name", name)
        variables.set("name", ModuleNaming.lowerCamel(name))
        variables.set("kebabName", ModuleNaming.kebab(name))
        variables.set("App", app)
        variables.set("app", app.lowercased())
        variables.set("root", root ? "true" : "false")
        return variables
    }

    /// For an app: `Name`, `name`, `lowercaseName` (the executable), `viperDependency` (the `.package(…)` line)
    /// and `viperPackage` (its identity, for `.product(name: "Viper", package: "{{viperPackage}}")`);
    /// `Root`, `rootName` and `rootKebabName`: the root module's names (`--root`).
    static func appBuiltIns(name: String, viper: ViperDependency, root: String) -> TemplateVariables {
        var variables = TemplateVariables()
        variables.set("Name", name)
        variables.set("name", ModuleNaming.lowerCamel(name))
        variables.set("lowercaseName", name.lowercased())
        variables.set("viperDependency", viper.packageLine)
        variables.set("viperPackage", viper.identity)
        variables.set("Root", root)
        variables.set("rootName", ModuleNaming.lowerCamel(root))
        variables.set("rootKebabName", ModuleNaming.kebab(root))
        return variables
    }

    /// Built-ins plus the manifest's variables: a `--set` override, else the default rendered with what precedes it.
    static func resolve(
        manifest: TemplateManifest,
        builtIns: TemplateVariables,
        overrides: [String: String] = [:],
        manifestDisplay: String
    ) throws(GeneratorError) -> TemplateVariables {
        let declared = manifest.variables.map(\.name)
        if let undeclared = overrides.keys.sorted().first(where: { !declared.contains($0) }) {
            throw .undeclaredVariable(undeclared, declared: declared)
        }
        var variables = builtIns
        for variable in manifest.variables {
            if let override = overrides[variable.name] {
                variables.set(variable.name, override)
            } else {
                let source = "\(manifestDisplay) (default of \"\(variable.name)\")"
                variables.set(variable.name, try TemplateRenderer(variables: variables).render(variable.default, source: source))
            }
        }
        return variables
    }

    subscript(name: String) -> String? { values[name] }

    mutating func set(_ name: String, _ value: String) {
        if values.updateValue(value, forKey: name) == nil { names.append(name) }
    }

    /// The variable's value as a condition: `true` or `false`, nothing else.
    func boolean(_ name: String, usedBy: String) throws(GeneratorError) -> Bool? {
        guard let value = values[name] else { return nil }
        switch value {
        case "true": return true
        case "false": return false
        default: throw .notABoolean(variable: name, value: value, usedBy: usedBy)
        }
    }

    /// Letters, digits and `_`, not starting with a digit (ASCII).
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
        }
    }
}
