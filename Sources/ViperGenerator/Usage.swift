import Foundation

/// The text of `viper new --help`, followed by the templates of the folder that would be used and their variables.
enum Usage {
    static let lines = [
        "USAGE: viper new module <Name> --app <App> [options]",
        "       viper new spies <Name> --app <App> [--package <dir>] [--dry-run]",
        "       viper new app <Name> [--root <Module>] [--path <dir>] [--viper <path|url>] [--templates <dir>] [--set <key>=<value>]",
        "",
        "module: renders a module template into the package, with test doubles for its contract,",
        "        and registers the module's route (<route>/:id when it is opened with input).",
        "spies: writes the module's test doubles again from its contract (after the contract changed).",
        "app: creates a Swift package for a new app (template viper-app) with its root module (Home unless --root).",
        "",
        "ARGUMENTS:",
        "  <Name>                 UpperCamelCase (e.g. CatchMonster); not a Swift keyword, not ending with View,",
        "                         Presenter, Interactor, Router, Entity, Assembly, Contract, Module or Model",
        "",
        "MODULE OPTIONS:",
        "  --app <App>            the app receiving the module: a folder in Sources declaring a type conforming to ViperApp",
        "  --package <dir>        the package root (default: the package around the current folder)",
        "  --template <name|path> the template to render (default: \(NewModuleCommand.defaultTemplate));",
        "                         a path (holding / or starting with . or ~) names a template folder directly",
        "  --templates <dir>      the folder holding the templates (default: the Templates folder shipped with",
        "                         viper, else <package>/Templates)",
        "  --set <key>=<value>    set a template variable (repeatable)",
        "  --no-route             do not register the module's route",
        "  --root                 make the module the app's root: it opens with .root and the app starts on it",
        "  --dry-run              print what would be written, write nothing",
        "  --force                overwrite the files of an existing module",
        "",
        "APP OPTIONS:",
        "  --root <Module>        the root module, the screen the app starts on (default: \(NewAppCommand.defaultRoot))",
        "  --path <dir>           the new package's folder, absent or empty (default: ./<name in lower case>)",
        "  --viper <path|url>     the viper package to depend on (default: the checkout shipping the templates)",
        "  --templates <dir>      the folder holding viper-app and viper-module",
        "  --set <key>=<value>    set a variable of viper-app (repeatable), such as --set title=\"My notes\"",
        "",
        "  -h, --help             show this help",
        "",
        "TEMPLATE VARIABLES (always set): Name, name (lowerCamel), kebabName, App, app (lowercased), root (true with --root);",
        "  for viper-app: Name, name, lowercaseName, viperDependency (the .package line), viperPackage (its identity),",
        "  Root, rootName, rootKebabName (the root module's names)",
    ]

    /// Usage, then the templates of the folder `--templates`, viper's own Templates or the package's would use.
    static func help(workingDirectory: URL, templatesOption: String?, bundled: URL?) -> [String] {
        let package = try? PackageLayout.locate(from: workingDirectory)
        guard
            let catalog = TemplateCatalog.choose(
                option: templatesOption, bundled: bundled, package: package, workingDirectory: workingDirectory
            )
        else { return lines }
        let names = catalog.available()
        guard !names.isEmpty else { return lines }
        let folder = package?.display(catalog.folder) ?? catalog.folder.path
        var text = lines + ["", "TEMPLATES (in \(folder)):"]
        for name in names {
            guard let manifest = try? ManifestLoader.load(catalog.manifestURL(of: name), display: name) else {
                text.append("  \(name)  (manifest cannot be read)")
                continue
            }
            text.append("  \(name)" + (manifest.summary.map { ": \($0)" } ?? ""))
            let width = manifest.variables.map(\.name.count).max() ?? 0
            for variable in manifest.variables {
                let option = "--set \(variable.name)=<value>"
                let padding = String(repeating: " ", count: width - variable.name.count + 2)
                let help = variable.help.map { "\($0) " } ?? ""
                text.append("    \(option)\(padding)\(help)(default: \(variable.default))")
            }
        }
        return text
    }
}
