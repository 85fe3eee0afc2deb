import Foundation

/// Turns a `NewModuleCommand` into a `GenerationPlan`: finds the package, app and template,
/// resolves the variables, renders every file and the route registration, and checks it can all be written.
/// Reads the disk, never writes it.
public enum ModuleGenerator {
    /// - Parameter bundledTemplates: the `Templates` folder shipped with viper, used unless `--templates` is given.
    public static func plan(
        _ command: NewModuleCommand,
        workingDirectory: URL,
        bundledTemplates: URL?
    ) throws(GeneratorError) -> GenerationPlan {
        let package = try PackageLayout.locate(from: workingDirectory, option: command.packageFolder)
        guard ModuleNaming.isValidModuleName(command.name) else { throw .invalidModuleName(command.name) }
        let app = try package.app(command.app)
        if let problem = NameRules.moduleProblem(command.name, app: app.folder, appType: app.typeName) {
            throw .reservedName(command.name, kind: "a module", reason: problem)
        }

        let (template, manifest, renderer) = try rendering(command, package: package, workingDirectory: workingDirectory, bundled: bundledTemplates)
        let variables = renderer.variables
        var files = try FilePlanner.files(of: manifest, renderer: renderer, template: template)
        if let doubles = manifest.doubles {
            files.append(
                try plannedDoubles(doubles, command: command, renderer: renderer, package: package) { path in
                    files.first { $0.path == path }?.contents
                })
        }
        if !command.force, let existing = files.first(where: \.overwrites) {
            throw .moduleExists(command.name, existingFile: existing.path)
        }

        var route: GenerationPlan.Route?
        if let registration = manifest.route, command.registersRoute {
            let name = variables["route"] ?? variables["kebabName"] ?? command.name
            route = try plannedRoute(registration, name: name, app: app, renderer: renderer, template: template)
        }
        var root: GenerationPlan.Root?
        if command.isRoot {
            if try variables.boolean("withInput", usedBy: "--root") == true { throw .rootTakesInput(command.name) }
            let current = route?.path == app.file ? route?.newContents : nil
            root = try AppRoot.plan(case: variables["name"] ?? command.name, app: app, package: package, current: current)
        }
        return GenerationPlan(packageRoot: package.root, files: files, route: route, root: root)
    }

    /// Only the test doubles, from the contract as it is on disk now: `viper new spies`.
    public static func planDoubles(
        _ command: NewModuleCommand,
        workingDirectory: URL,
        bundledTemplates: URL?
    ) throws(GeneratorError) -> GenerationPlan {
        let package = try PackageLayout.locate(from: workingDirectory, option: command.packageFolder)
        guard ModuleNaming.isValidModuleName(command.name) else { throw .invalidModuleName(command.name) }
        _ = try package.app(command.app)
        let (template, manifest, renderer) = try rendering(command, package: package, workingDirectory: workingDirectory, bundled: bundledTemplates)
        guard let doubles = manifest.doubles else {
            throw .malformedManifest(path: template.manifestDisplay, problem: "it names no \"doubles\" to write")
        }
        let file = try plannedDoubles(doubles, command: command, renderer: renderer, package: package) { path in
            try? FileSystem.readText(package.url(for: path), display: path)
        }
        return GenerationPlan(packageRoot: package.root, files: [file], route: nil)
    }

    /// The doubles written from the contract that `contract(path)` gives.
    private static func plannedDoubles(
        _ doubles: TemplateManifest.Doubles,
        command: NewModuleCommand,
        renderer: TemplateRenderer,
        package: PackageLayout,
        contract: (String) -> String?
    ) throws(GeneratorError) -> GenerationPlan.File {
        let contractPath = try FilePlanner.renderedPath(doubles.contract, renderer: renderer, usedBy: "doubles contract")
        let output = try FilePlanner.renderedPath(doubles.output, renderer: renderer, usedBy: "doubles output")
        guard let text = contract(contractPath) else { throw .noContract(path: contractPath) }
        let source: String
        do {
            source = try TestDoubles.source(contract: text, module: command.name, app: command.app)
        } catch {
            throw .malformedContract(path: contractPath, line: error.line, problem: error.message)
        }
        return GenerationPlan.File(path: output, contents: source, overwrites: FileSystem.exists(package.url(for: output)))
    }

    /// The template, its manifest, and a renderer holding the command's variables.
    private static func rendering(
        _ command: NewModuleCommand,
        package: PackageLayout,
        workingDirectory: URL,
        bundled: URL?
    ) throws(GeneratorError) -> (TemplateSource, TemplateManifest, TemplateRenderer) {
        let template = try templateSource(command, package: package, workingDirectory: workingDirectory, bundled: bundled)
        let manifest = try template.loadManifest()
        let variables = try TemplateVariables.resolve(
            manifest: manifest,
            builtIns: .builtIns(name: command.name, app: command.app, root: command.isRoot),
            overrides: command.assignments,
            manifestDisplay: template.manifestDisplay
        )
        return (template, manifest, TemplateRenderer(variables: variables))
    }

    private static func templateSource(
        _ command: NewModuleCommand,
        package: PackageLayout,
        workingDirectory: URL,
        bundled: URL?
    ) throws(GeneratorError) -> TemplateSource {
        let catalog =
            TemplateCatalog.choose(
                option: command.templatesFolder, bundled: bundled, package: package, workingDirectory: workingDirectory
            ) ?? TemplateCatalog(folder: package.root.appendingPathComponent(TemplateCatalog.defaultFolderName))
        let folder = try catalog.templateFolder(
            command.template, workingDirectory: workingDirectory, display: package.display(catalog.folder)
        )
        return TemplateSource(folder: folder, package: package)
    }

    /// The route registration (with no new text when the route is already there); nil when the route renders blank.
    /// It goes into the manifest's `route.file` when that file exists, else into the file declaring the app.
    private static func plannedRoute(
        _ registration: TemplateManifest.Route,
        name: String,
        app: AppDeclaration,
        renderer: TemplateRenderer,
        template: TemplateSource
    ) throws(GeneratorError) -> GenerationPlan.Route? {
        let named = try FilePlanner.renderedPath(
            registration.file, renderer: renderer, usedBy: "route file in \(template.manifestDisplay)"
        )
        var rendered: [(lines: [String], marker: String)] = []
        for insertion in registration.insertions {
            let text = try template.read(insertion.template)
            rendered.append((RouteInserter.lines(of: try renderer.render(text.contents, source: text.display)), insertion.marker))
        }
        guard let main = rendered.first, !main.lines.isEmpty else { return nil }

        let path = FileSystem.isFile(template.package.url(for: named)) ? named : app.file
        var current = try FileSystem.readText(template.package.url(for: path), display: path)
        var updated: String?
        for (lines, marker) in rendered where !lines.isEmpty {
            if let inserted = try RouteInserter.insert(lines, into: current, marker: marker, fileDisplay: path) {
                current = inserted
                updated = inserted
            }
        }
        return GenerationPlan.Route(name: name, path: path, newContents: updated)
    }
}
