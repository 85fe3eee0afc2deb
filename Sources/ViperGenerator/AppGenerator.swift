import Foundation

/// `viper new app <Name> [--root <Module>]`: renders `viper-app` into a new package folder, then
/// generates its root module (`Home` unless `--root` names another) there with `viper-module`, as
/// `viper new module <Module> --app <Name> --root` would. If anything fails, the folder is left as
/// it was (removed when it was created).
enum AppGenerator {
    /// - Returns: the report: what was written, then the next steps.
    static func generate(
        _ command: NewAppCommand,
        workingDirectory: URL,
        bundledTemplates: URL?
    ) throws(GeneratorError) -> [String] {
        try checkNames(command)
        let typedPath = command.path ?? command.name.lowercased()
        let destination = FileSystem.resolve(typedPath, from: workingDirectory)
        guard !FileSystem.exists(destination) || FileSystem.isEmptyFolder(destination) else {
            throw .destinationNotEmpty(typedPath)
        }
        let (appPlan, module) = try plan(
            command, into: destination, workingDirectory: workingDirectory, bundledTemplates: bundledTemplates
        )

        let created = outermostMissingFolder(destination)
        let modulePlan: GenerationPlan
        do {
            try appPlan.write()
            // Planned only now: the module's generation finds the app in the files just written.
            modulePlan = try ModuleGenerator.plan(module, workingDirectory: destination, bundledTemplates: nil)
            try modulePlan.write()
        } catch {
            undo(destination, created: created)
            throw error
        }
        return ["new app \(command.name) in \(typedPath):"]
            + appPlan.report(dryRun: false)
            + modulePlan.report(dryRun: false)
            + ["", "next steps:", "  cd \(typedPath) && swift run \(command.name.lowercased())", "  swift test"]
    }

    private static func checkNames(_ command: NewAppCommand) throws(GeneratorError) {
        let name = command.name
        guard ModuleNaming.isValidModuleName(name) else { throw .invalidAppName(name) }
        if let problem = NameRules.appProblem(name) {
            throw .reservedName(name, kind: "an app", reason: problem)
        }
        // The root module's own name is checked as any module's, when it is planned.
        guard ModuleNaming.isValidModuleName(command.root) else { throw .invalidModuleName(command.root) }
        if name == command.root {
            throw .reservedName(name, kind: "an app", reason: "its root module is named \(command.root)")
        }
    }

    /// The app's files, rendered in memory, and the command generating its root module.
    private static func plan(
        _ command: NewAppCommand,
        into destination: URL,
        workingDirectory: URL,
        bundledTemplates: URL?
    ) throws(GeneratorError) -> (GenerationPlan, NewModuleCommand) {
        let catalog = try templates(command, workingDirectory: workingDirectory, bundled: bundledTemplates)
        let display = catalog.folder.path
        let appTemplate = TemplateSource(
            folder: try catalog.templateFolder(NewAppCommand.template, workingDirectory: workingDirectory, display: display),
            package: PackageLayout(root: destination)
        )
        let moduleTemplate = try catalog.templateFolder(
            NewModuleCommand.defaultTemplate, workingDirectory: workingDirectory, display: display
        )
        let viper = try viperDependency(
            command.viper, checkout: catalog.folder.deletingLastPathComponent(), workingDirectory: workingDirectory
        )

        let manifest = try appTemplate.loadManifest()
        let variables = try TemplateVariables.resolve(
            manifest: manifest,
            builtIns: .appBuiltIns(name: command.name, viper: viper, root: command.root),
            overrides: command.assignments,
            manifestDisplay: appTemplate.manifestDisplay
        )
        let files = try FilePlanner.files(of: manifest, renderer: TemplateRenderer(variables: variables), template: appTemplate)
        let module = NewModuleCommand(
            name: command.root,
            app: command.name,
            template: moduleTemplate.path,
            assignments: manifest.rootModuleSettings,
            isRoot: true
        )
        return (GenerationPlan(packageRoot: destination, files: files, route: nil), module)
    }

    /// `--templates DIR`, else the templates shipped with viper, else those of the package around the working directory.
    private static func templates(
        _ command: NewAppCommand,
        workingDirectory: URL,
        bundled: URL?
    ) throws(GeneratorError) -> TemplateCatalog {
        let package = try? PackageLayout.locate(from: workingDirectory)
        guard
            let catalog = TemplateCatalog.choose(
                option: command.templatesFolder, bundled: bundled, package: package, workingDirectory: workingDirectory
            )
        else { throw .noTemplatesFolder }
        return catalog
    }

    /// The `.package(…)` line of the app's manifest: the checkout by default, a URL (tracking `main`) or a path.
    static func viperDependency(_ location: String?, checkout: URL, workingDirectory: URL) throws(GeneratorError) -> ViperDependency {
        guard let location else { return .path(checkout.path) }
        guard !location.unicodeScalars.contains(where: { $0 == "\"" || $0 == "\\" || $0.properties.generalCategory == .control }) else {
            throw .unsafeViperLocation(location)
        }
        if location.contains("://") || location.hasPrefix("git@") { return .url(location) }
        return .path(FileSystem.resolve(location, from: workingDirectory).path)
    }

    /// The outermost folder on the way to `folder` (itself included) that does not exist yet; nil when it exists.
    private static func outermostMissingFolder(_ folder: URL) -> URL? {
        var missing: URL?
        var candidate = folder
        while !FileSystem.exists(candidate) {
            missing = candidate
            let parent = candidate.deletingLastPathComponent()
            if parent.path == candidate.path { break }
            candidate = parent
        }
        return missing
    }

    /// Removes what the failed run wrote: the folders it created, else everything in the (empty) destination.
    private static func undo(_ destination: URL, created: URL?) {
        if let created {
            try? FileManager.default.removeItem(at: created)
            return
        }
        let children = (try? FileManager.default.contentsOfDirectory(atPath: destination.path)) ?? []
        for child in children {
            try? FileManager.default.removeItem(at: destination.appendingPathComponent(child))
        }
    }
}
