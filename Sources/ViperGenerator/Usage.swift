import Foundation

/// The text of `viper new --help`, followed (inside a package) by the templates found and their variables.
enum Usage {
    static let lines = [
        "USAGE: viper new module <Name> --app <App> [options]",
        "",
        "Renders a module template into the package and registers the module's route.",
        "",
        "ARGUMENTS:",
        "  <Name>                 the module name in UpperCamelCase (e.g. CatchMonster)",
        "",
        "OPTIONS:",
        "  --app <App>            the app receiving the module (a folder in Sources)",
        "  --template <name>      the template to render (default: \(NewModuleCommand.defaultTemplate))",
        "  --templates <dir>      the folder holding the templates (default: <package>/Templates)",
        "  --set <key>=<value>    set a template variable (repeatable)",
        "  --dry-run              print what would be written, write nothing",
        "  --force                overwrite the files of an existing module",
        "  -h, --help             show this help",
        "",
        "TEMPLATE VARIABLES (always set): Name, name (lowerCamel), kebabName, App, app (lowercased)",
    ]

    /// Usage, then the templates of the package around `workingDirectory` (if any) with their variables.
    static func help(workingDirectory: URL) -> [String] {
        guard let package = try? PackageLayout.locate(from: workingDirectory) else { return lines }
        let catalog = TemplateCatalog.folder(nil, package: package, workingDirectory: workingDirectory)
        let names = catalog.available()
        guard !names.isEmpty else { return lines }
        var text = lines + ["", "TEMPLATES (in \(package.display(catalog.folder))):"]
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
