import Foundation

/// Turns a `NewModuleCommand` into a `GenerationPlan`: finds the package, app and template,
/// resolves the variables, renders every file and the route registration, and checks it can all be written.
/// Reads the disk, never writes it.
public enum ModuleGenerator {
    public static func plan(
        _ command: NewModuleCommand,
        workingDirectory: URL
    ) throws(GeneratorError) -> GenerationPlan {
        let package = try PackageLayout.locate(from: workingDirectory)
        guard ModuleNaming.isValidModuleName(command.name) else { throw .invalidModuleName(command.name) }
        guard package.hasApp(command.app) else { throw .unknownApp(command.app, available: package.appsFound()) }

        let catalog = TemplateCatalog.folder(command.templatesFolder, package: package, workingDirectory: workingDirectory)
        let template = TemplateSource(
            folder: try catalog.templateFolder(named: command.template, display: package.display(catalog.folder)),
            package: package
        )
        let manifest = try template.loadManifest()
        let variables = try TemplateVariables.resolve(
            manifest: manifest,
            name: command.name,
            app: command.app,
            overrides: command.assignments,
            manifestDisplay: template.manifestDisplay
        )
        let renderer = TemplateRenderer(variables: variables)

        var files: [GenerationPlan.File] = []
        for file in manifest.files {
            guard let planned = try plannedFile(file, renderer: renderer, template: template) else { continue }
            guard !files.contains(where: { $0.path == planned.path }) else { throw .duplicateOutput(planned.path) }
            files.append(planned)
        }
        if !command.force, let existing = files.first(where: \.overwrites) {
            throw .moduleExists(command.name, existingFile: existing.path)
        }

        var route: GenerationPlan.Route?
        if let registration = manifest.route {
            let name = variables["route"] ?? variables["kebabName"] ?? command.name
            route = try plannedRoute(registration, name: name, renderer: renderer, template: template)
        }
        return GenerationPlan(packageRoot: package.root, files: files, route: route)
    }

    /// The rendered file, or nil when its `when` variable is false.
    private static func plannedFile(
        _ file: TemplateManifest.File,
        renderer: TemplateRenderer,
        template: TemplateSource
    ) throws(GeneratorError) -> GenerationPlan.File? {
        let manifest = template.manifestDisplay
        if let condition = file.when {
            let usedBy = "\"when\" of \(file.template) in \(manifest)"
            guard try renderer.variables.boolean(condition, usedBy: usedBy) == true else { return nil }
        }
        let path = try renderedPath(file.output, renderer: renderer, usedBy: "output of \(file.template) in \(manifest)")
        let target = template.package.url(for: path)
        if FileSystem.isFolder(target) { throw .folderInTheWay(path) }
        if let blocking = template.package.fileBlocking(path) { throw .fileInTheWay(path, blocking: blocking) }
        let text = try template.read(file.template)
        let contents = try renderer.render(text.contents, source: text.display)
        return GenerationPlan.File(path: path, contents: contents, overwrites: FileSystem.exists(target))
    }

    /// The route registration (with no new text when the route is already there); nil when the route renders blank.
    private static func plannedRoute(
        _ registration: TemplateManifest.Route,
        name: String,
        renderer: TemplateRenderer,
        template: TemplateSource
    ) throws(GeneratorError) -> GenerationPlan.Route? {
        let path = try renderedPath(
            registration.file, renderer: renderer, usedBy: "route file in \(template.manifestDisplay)"
        )
        let text = try template.read(registration.template)
        let lines = RouteInserter.lines(of: try renderer.render(text.contents, source: text.display))
        guard !lines.isEmpty else { return nil }

        let target = template.package.url(for: path)
        guard FileSystem.isFile(target) else { throw .routeFileMissing(path) }
        let current = try FileSystem.readText(target, display: path)
        let updated = try RouteInserter.insert(lines, into: current, marker: registration.marker, fileDisplay: path)
        return GenerationPlan.Route(name: name, path: path, newContents: updated)
    }

    /// Renders a package-relative path from the manifest and checks it stays inside the package.
    private static func renderedPath(
        _ pattern: String,
        renderer: TemplateRenderer,
        usedBy: String
    ) throws(GeneratorError) -> String {
        let rendered = try renderer.render(pattern, source: usedBy)
        guard let path = PackageLayout.safeRelativePath(rendered) else { throw .unsafePath(rendered, usedBy: usedBy) }
        return path
    }
}
